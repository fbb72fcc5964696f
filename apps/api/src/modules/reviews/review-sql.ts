import { settingDefinitions } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * When a review may be seen by someone other than its author (PRODUCT.md "Reviews"): not hidden
 * by an admin, and either the review window (completed_at + REVIEW_WINDOW_DAYS) has closed or both
 * parties have reviewed the contract. `alias` is the reviews row ('r'). The window is read from
 * the review's copy of the contract's completed_at (migration 0012) and tested first: most reviews
 * are past it, so the other side's review is looked up only for recent ones.
 */
export function reviewVisibleSql(alias: string, windowDays: SQL): SQL {
  const r = sql.raw(alias);
  return sql`(${r}.hidden_at is null and (
    ${r}.contract_completed_at + make_interval(days => ${windowDays}) <= now()
    or exists (select 1 from reviews other_side where other_side.contract_id = ${r}.contract_id and other_side.reviewer_id <> ${r}.reviewer_id)))`;
}

/** A window of `days` as a query parameter (the services read the setting before querying). */
export function windowDaysParam(days: number): SQL {
  return sql`${Math.trunc(days)}::int`;
}

/**
 * REVIEW_WINDOW_DAYS read by the query itself from app_settings (the default when unset or not a
 * number), for the lists that have no settings at hand (profile cards). Evaluated once per query.
 */
export const storedWindowDaysSql: SQL = sql`coalesce((select stored.days from (
      select case when jsonb_typeof(s.value->'value') = 'number' and (s.value->>'value') ~ '^[0-9]{1,2}$' then (s.value->>'value')::int end as days
        from app_settings s where s.key = 'REVIEW_WINDOW_DAYS') stored
    where stored.days between 1 and 90), ${settingDefinitions.REVIEW_WINDOW_DAYS.default}::int)`;

/**
 * A user's rating (visible, non-hidden received reviews) as two columns, rating_average (one
 * decimal, null when none) and rating_count. Correlated on `userIdExpr` (e.g. p.user_id); each
 * subquery reads reviews_reviewee_rating_idx for that one person.
 */
export function ratingColumnsSql(userIdExpr: SQL, windowDays: SQL = storedWindowDaysSql): SQL {
  const received = visibleReceivedSql(userIdExpr, windowDays);
  return sql`(select ${ratingAverageSql} ${received}) as rating_average, (select ${ratingCountSql} ${received}) as rating_count`;
}

/** A rating's two aggregates over reviews aliased rating_r: one decimal, and how many. */
const ratingAverageSql = sql`round(avg(rating_r.rating)::numeric, 1)::float8`;
const ratingCountSql = sql`count(*)::int`;

/** The reviews a person received that others may see, as rating_r (the FROM and WHERE of a rating). */
function visibleReceivedSql(userIdExpr: SQL, windowDays: SQL): SQL {
  return sql`from reviews rating_r where rating_r.reviewee_id = ${userIdExpr} and ${reviewVisibleSql('rating_r', windowDays)}`;
}

export interface RatingColumns {
  rating_average: number | string | null;
  rating_count: number | string | null;
}

/** The two columns as the API answers them (drivers may give numbers as strings). */
export function toRatingSummary(row: RatingColumns): { average: number | null; count: number } {
  const count = Number(row.rating_count ?? 0);
  return { average: count > 0 && row.rating_average !== null ? Number(row.rating_average) : null, count };
}

/**
 * A person's rating as a LATERAL subquery named `rating` (columns rating_average and
 * rating_count), for a statement that already holds a page of people: the aggregate runs once
 * per row of the page, reading only reviews_reviewee_rating_idx, and always answers one row.
 * The window comes from the caller (windowDaysParam), so the statement reads no settings;
 * `hasReviewsExpr` is the row's profiles.has_reviews, so people never reviewed read no reviews.
 */
export function ratingLateralSql(userIdExpr: SQL, windowDays: SQL, hasReviewsExpr: SQL): SQL {
  // With has_reviews false PostgreSQL skips the index (a one-time filter) and answers no reviews.
  return sql`lateral (select ${ratingAverageSql} as rating_average, ${ratingCountSql} as rating_count
    ${visibleReceivedSql(userIdExpr, windowDays)} and ${hasReviewsExpr}) rating`;
}
