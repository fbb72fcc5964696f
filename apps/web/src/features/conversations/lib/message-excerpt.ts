import type { ConversationSummary } from '@passarela/shared';

const EXCERPT_LENGTH = 80;

/** The list's line under a thread: her last message prefixed 'Você: ', on one line, cut at a word near 80 characters. */
export function messageExcerpt(last: ConversationSummary['last_message']): string {
  if (!last) return 'Nenhuma mensagem ainda.';
  const text = last.body.replace(/\s+/g, ' ').trim();
  const cut = text.length <= EXCERPT_LENGTH ? text : `${cutAtWord(text, EXCERPT_LENGTH)}…`;
  return last.mine ? `Você: ${cut}` : cut;
}

function cutAtWord(text: string, length: number): string {
  const head = text.slice(0, length);
  const space = head.lastIndexOf(' ');
  return (space > length / 2 ? head.slice(0, space) : head).trimEnd();
}
