import type { ReviewView } from '@passarela/shared';
import { toIsoString } from '../../lib/iso-time.ts';
import type { ReviewRow } from './reviews.repository.ts';

export function toReviewView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reply: row.reply,
    replied_at: row.replied_at === null ? null : toIsoString(row.replied_at),
    created_at: toIsoString(row.created_at),
    reviewer: { name: row.reviewer_name, profile_slug: row.reviewer_slug, profile_image_url: row.reviewer_image, user_type: row.reviewer_user_type },
    reviewee: { name: row.reviewee_name, profile_slug: row.reviewee_slug, profile_image_url: row.reviewee_image, user_type: row.reviewee_user_type },
    contract: { id: row.contract_id, title: row.contract_title },
    subject: row.subject,
  };
}
