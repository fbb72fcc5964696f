import type { ContractorCard, ModelCard } from '@passarela/shared';
import { type RatingColumns, toRatingSummary } from '../reviews/index.ts';
import { pick } from '../../lib/pick.ts';

/** A profile card's row, as the columns of profile-card-sql.ts select it, and the card made of it. */
interface CardRow extends Partial<RatingColumns> {
  profile_slug: string;
  first_name: string;
  last_name: string;
  city: string | null;
  state: string | null;
  profile_image_url: string | null;
  is_verified: boolean;
}

export interface ModelCardRow extends CardRow {
  gender: string | null;
  model_type: string | null;
  model_physical_type: string | null;
  height_cm: number | null;
}

export interface ContractorCardRow extends CardRow {
  user_type: 'contractor' | 'photographer';
  company_name: string | null;
  photographer_specialties: string[];
}

/**
 * The rating of a card (visible, non-hidden reviews): only when there is one, so cards of people
 * without reviews keep their fields as they were (rating_average, rating_count are optional).
 */
export function cardRating(row: Partial<RatingColumns>): { rating_average?: number | null; rating_count?: number } {
  const summary = toRatingSummary({ rating_average: row.rating_average ?? null, rating_count: row.rating_count ?? 0 });
  return summary.count > 0 ? { rating_average: summary.average, rating_count: summary.count } : {};
}

export function toModelCard(row: ModelCardRow, isPro: boolean): ModelCard {
  return {
    ...pick(row, 'profile_slug', 'first_name', 'last_name', 'city', 'state', 'gender', 'model_type', 'model_physical_type', 'profile_image_url', 'height_cm'),
    is_pro: isPro,
    is_verified: row.is_verified,
    ...cardRating(row),
  };
}

export function toContractorCard(row: ContractorCardRow, isPro: boolean): ContractorCard {
  return {
    ...pick(row, 'profile_slug', 'user_type', 'first_name', 'last_name', 'company_name', 'city', 'state', 'profile_image_url', 'photographer_specialties'),
    is_pro: isPro,
    is_verified: row.is_verified,
    ...cardRating(row),
  };
}
