import { sql } from 'drizzle-orm';
import { ratingColumnsSql } from '../reviews/index.ts';

/**
 * The profile cards every list answers (/modelos, /contratantes, /favoritos): the SQL columns,
 * once; profile-cards.ts maps their rows to cards. Lists add their own keyset columns and say
 * whether the row is PRO.
 */
const unratedCardColumns = sql`p.profile_slug::text as profile_slug, p.first_name, p.last_name, p.city, p.state, p.profile_image_url, p.is_verified`;
const modelColumns = sql`p.gender, p.model_type, p.model_physical_type, p.height_cm`;
const contractorColumns = sql`p.user_type, p.company_name, p.photographer_specialties`;

/** Cards with their rating computed per row: fine for a few cards (favourites, applicants). */
export const cardColumns = sql`${unratedCardColumns}, ${ratingColumnsSql(sql`p.user_id`)}`;
export const modelCardColumns = sql`${cardColumns}, ${modelColumns}`;
export const contractorCardColumns = sql`${cardColumns}, ${contractorColumns}`;

/**
 * The public lists' cards without the rating: /modelos and /contratantes add it for the page's
 * rows only (profile-list-sql.ts), not per candidate row the page's scan looks at.
 */
export const modelListColumns = sql`${unratedCardColumns}, ${modelColumns}`;
export const contractorListColumns = sql`${unratedCardColumns}, ${contractorColumns}`;
