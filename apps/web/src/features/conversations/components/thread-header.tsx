import { type ConversationDetail, conversationSubjectLabels } from '@passarela/shared';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { IdentityVerifiedBadge } from '../../../components/ui/identity-verified-badge.tsx';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { BlockToggle } from './block-toggle.tsx';

const linkClassName = 'rounded hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

/** The open thread's top: back to the list (phones), the other person (to her profile), the subject (to where it is seen), and Bloquear. */
export function ThreadHeader({ conversation }: { conversation: ConversationDetail }) {
  const { other, subject } = conversation;
  const profilePath = other.profile_slug ? `/perfil/${encodeURIComponent(other.profile_slug)}` : null;
  return (
    <header className="flex items-center gap-2 border-b border-gray-200 bg-white px-2 py-2 sm:px-4">
      <Link
        to="/mensagens"
        aria-label="Voltar para as conversas"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none md:hidden"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      <ProfilePhoto url={other.profile_image_url} alt="" size={40} sizes="40px" className="size-10 shrink-0 rounded-full object-cover" />
      <div className="grid min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="truncate text-base font-semibold text-gray-900">
            {profilePath ? (
              <Link to={profilePath} className={linkClassName}>
                {other.name}
              </Link>
            ) : (
              other.name
            )}
          </h2>
          {other.is_verified && <IdentityVerifiedBadge iconOnPhone />}
        </div>
        <Link to={subject.link} className={`${linkClassName} truncate text-xs font-medium text-brand-700`}>
          {subject.kind === 'profile' ? subject.title : `${conversationSubjectLabels[subject.kind]}: ${subject.title}`}
        </Link>
      </div>
      <BlockToggle userId={other.user_id} name={other.name} blockedByMe={conversation.blocked_by_me} />
    </header>
  );
}
