import { formatDateTimePtBr, formatLocation, payUnitLabels, type ReportItemKind, type ReportSnapshot } from '@passarela/shared';
import { formatCentavosInText } from '../../lib/money-text.ts';
import type { ReportedItemRow } from './report-items.repository.ts';

/**
 * The reported item as it was, kept with the report (reportSnapshotSchema): editing or deleting it
 * later does not erase the evidence. `fields` are keyed by the Portuguese label the queue shows
 * ('Cidade': 'São Paulo, SP'); empty values are left out. Image URLs are the item's photos as
 * stored (the files themselves are not copied).
 */

/** A message's text as typed (conversation_messages.original_body), kept only when the shield hid a contact. */
export const ORIGINAL_TEXT_FIELD = 'Texto original';
const CONVERSATION_FIELD = 'Conversa';

/**
 * The snapshot as the queue lists it: without a message's original text, which an admin reads
 * only through the audited reading of its thread (docs/security.md #32).
 */
export function queuedSnapshot(snapshot: ReportSnapshot): ReportSnapshot {
  if (!(ORIGINAL_TEXT_FIELD in snapshot.fields)) return snapshot;
  const { [ORIGINAL_TEXT_FIELD]: _original, ...fields } = snapshot.fields;
  return { ...snapshot, fields };
}

/** A reported message's thread: the message's own, or the snapshot's once the message is gone. */
export function conversationOf(kind: ReportItemKind, item: ReportedItemRow | undefined, snapshot: ReportSnapshot): string | null {
  if (kind !== 'message') return null;
  return item?.kind === 'message' ? item.conversation_id : (snapshot.fields[CONVERSATION_FIELD] ?? null);
}

const userTypeLabels: Record<string, string> = {
  model: 'Modelo',
  contractor: 'Contratante',
  photographer: 'Profissional de fotografia',
  admin: 'Equipe',
};

/** '15/03/2027' from '2027-03-15'. */
function brazilianDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

function fieldsOf(entries: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''));
}

/** The end of a switch over every kind: TypeScript proves it is never reached. */
function unknownKind(item: never): never {
  throw new Error(`unknown report item kind: ${JSON.stringify(item)}`);
}

export function snapshotOf(item: ReportedItemRow): ReportSnapshot {
  switch (item.kind) {
    case 'profile':
      return {
        title: item.name,
        text: item.bio ?? '',
        fields: fieldsOf({
          Tipo: userTypeLabels[item.user_type] ?? item.user_type,
          Cidade: formatLocation(item),
          Empresa: item.company_name,
        }),
        image_urls: [item.profile_image_url, ...(item.gallery_urls ?? [])].filter((url): url is string => Boolean(url)),
      };
    case 'job':
      return {
        title: item.title,
        text: item.description,
        fields: fieldsOf({
          Cidade: formatLocation(item),
          Cachê: `${formatCentavosInText(item.pay_cents)} ${payUnitLabels[item.pay_unit]}`,
          Datas:
            item.ends_on && item.ends_on !== item.starts_on
              ? `${brazilianDate(item.starts_on)} a ${brazilianDate(item.ends_on)}`
              : brazilianDate(item.starts_on),
          Contratante: item.owner_name,
        }),
        image_urls: [],
      };
    case 'review':
      return {
        title: `Avaliação de ${item.reviewer_name}`,
        text: item.comment,
        fields: fieldsOf({
          Nota: `${item.rating} de 5`,
          'Escrita por': item.reviewer_name,
          Sobre: item.reviewee_name,
          Resposta: item.reply,
        }),
        image_urls: [],
      };
    case 'message':
      return {
        title: `Mensagem de ${item.sender_name}`,
        text: item.body,
        fields: fieldsOf({
          Remetente: item.sender_name,
          'Enviada em': formatDateTimePtBr(new Date(item.created_at)),
          [CONVERSATION_FIELD]: item.conversation_id,
          // As typed, when the contact shield replaced something (evidence of a scam): admins only.
          [ORIGINAL_TEXT_FIELD]: item.original_body,
        }),
        image_urls: [],
      };
    case 'shoot_package':
      return {
        title: item.title,
        text: item.description,
        fields: fieldsOf({
          Preço: formatCentavosInText(item.price_cents),
          Cidade: formatLocation({ city: item.city, state: item.uf }),
          'Quem fotografa': item.photographer_name,
        }),
        image_urls: item.cover_urls ?? [],
      };
    default:
      return unknownKind(item);
  }
}

/**
 * Where the item is seen in the app, for the queue (null when it has no page an admin can open:
 * a message lives in a thread only its two people read).
 */
export function linkOf(item: ReportedItemRow, id: string): string | null {
  switch (item.kind) {
    case 'profile':
      return `/perfil/${item.slug}`;
    case 'job':
      return `/vagas/${id}`;
    case 'review':
      return item.reviewee_slug ? `/perfil/${item.reviewee_slug}` : null;
    case 'message':
      return null;
    case 'shoot_package':
      return `/ensaios/${id}`;
    default:
      return unknownKind(item);
  }
}

/** Where the item's author sees it (their notification's link). */
export function authorLinkOf(kind: ReportItemKind, id: string, item: ReportedItemRow | undefined): string {
  if (kind === 'message' && item?.kind === 'message') return `/mensagens/${item.conversation_id}`;
  if (kind === 'review') return '/dashboard?tab=reviews';
  return (item && linkOf(item, id)) ?? '/dashboard';
}

const authorPhrases: Record<ReportItemKind, (snapshot: ReportSnapshot) => string> = {
  profile: () => 'o seu perfil',
  job: (snapshot) => `a sua vaga “${snapshot.title}”`,
  review: () => 'uma avaliação que você escreveu',
  message: () => 'uma mensagem que você enviou',
  shoot_package: (snapshot) => `o seu pacote de ensaio “${snapshot.title}”`,
};

/** The item as its author's notification names it: 'a sua vaga “Catálogo de verão”'. */
export function itemPhraseForAuthor(kind: ReportItemKind, snapshot: ReportSnapshot): string {
  return authorPhrases[kind](snapshot);
}

/** What the item's author is told when an admin hides it or warns them (notification body, also emailed). */
export function moderationNoticeBody(type: 'moderation_hidden' | 'moderation_warning', what: string, reason: string): string {
  return type === 'moderation_hidden'
    ? `A moderação da Passarela ocultou ${what}: ninguém além de você o vê agora. Motivo: ${reason}`
    : `Recebemos denúncias sobre ${what} e, após análise, a moderação da Passarela fez esta advertência: ${reason} Novas violações das regras podem levar à suspensão da conta.`;
}

/** The kind with its article, for the admins' urgent email: 'um perfil', 'uma vaga'. */
export const itemKindWithArticle: Record<ReportItemKind, string> = {
  profile: 'um perfil',
  job: 'uma vaga',
  review: 'uma avaliação',
  message: 'uma mensagem',
  shoot_package: 'um pacote de ensaio',
};
