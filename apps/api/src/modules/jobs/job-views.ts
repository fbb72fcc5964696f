import type { JobCard, JobView } from '@passarela/shared';
import type { JobCardRow } from './job-card-sql.ts';
import type { JobViewRow } from './jobs.repository.ts';
import { pick } from '../../lib/pick.ts';

/** A job's card (lists, /favoritos) and its page, from the rows the jobs repositories read. */
export function toJobCard(row: JobCardRow): JobCard {
  return {
    ...pick(row, 'id', 'title', 'job_type', 'city', 'state', 'starts_on', 'ends_on', 'pay_cents', 'pay_unit', 'openings', 'status', 'featured', 'published_at'),
    owner: {
      name: row.owner_name,
      profile_slug: row.owner_profile_slug,
      profile_image_url: row.owner_profile_image_url,
      user_type: row.owner_user_type,
      is_verified: row.owner_is_verified,
    },
  };
}

export function toJobView(row: JobViewRow, isOwner: boolean): JobView {
  const { owner, ...card } = toJobCard(row);
  return {
    ...card,
    description: row.description,
    required_gender: row.required_gender,
    required_model_types: row.required_model_types ?? [],
    required_physical_types: row.required_physical_types ?? [],
    ...pick(row, 'min_age', 'max_age', 'min_height_cm', 'max_height_cm', 'application_deadline', 'created_at'),
    owner: { id: row.owner_id, ...owner },
    is_owner: isOwner,
    hidden_by_moderation: row.hidden_by_moderation,
  };
}
