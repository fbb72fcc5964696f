import { StartConversationButton } from '../../../features/conversations/components/start-conversation-button.tsx';
import type { BookingMessagesSlot } from '../../../features/shoots/components/booking-card.tsx';

/** "Enviar mensagem" on a shoot booking's card (shoots feature): the thread of that booking (conversations feature). */
export const renderBookingMessages: BookingMessagesSlot = (booking, otherName) => (
  <StartConversationButton subject={{ kind: 'booking', id: booking.id }} dialogTitle={`Mensagem para ${otherName}`} label="Enviar mensagem" size="sm" />
);
