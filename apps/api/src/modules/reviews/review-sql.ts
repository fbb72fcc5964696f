import { type SQL, sql } from 'drizzle-orm';

/**
 * When a review may be seen by someone other than its author (docs/product.md "Reviews"): not hidden
 * by an admin, and either the review window (completed_at + REVIEW_WINDOW_DAYS) has closed or both
 * parties have reviewed the contract (or the shoot booking: reviews.shoot_booking_id, migration 0026). `alias` is the reviews row ('r'). The window is read from
 * the review's copy of the contract's completed_at (migration 0012) and tested first: most reviews
 * are past it, so the other side's review is looked up only for recent ones.
 */
export function reviewVisibleSql(alias: string, windowDays: SQL): SQL {
  const r = sql.raw(alias);
  return sql`(${r}.hidden_at is null and (
    ${r}.contract_completed_at + make_interval(days => ${windowDays}) <= now()
    or exists (select 1 from reviews other_side where other_side.contract_id = ${r}.contract_id and other_side.reviewer_id <> ${r}.reviewer_id)
    or (${r}.shoot_booking_id is not null
        and exists (select 1 from reviews other_side where other_side.shoot_booking_id = ${r}.shoot_booking_id and other_side.reviewer_id <> ${r}.reviewer_id))))`;
}

/** A window of `days` as a query parameter (the services read the setting before querying). */
export function windowDaysParam(days: number): SQL {
  return sql`${Math.trunc(days)}::int`;
}

/**
 * REVIEW_WINDOW_DAYS read by the query itself from app_settings (the default when unset or not a
 * number), for the ratings that have no settings at hand (profile pages, favourites). The SQL
 * function (migration 0018) is the one the rating copies on profiles are made with.
 */
export const storedWindowDaysSql: SQL = sql`passarela_review_window_days()`;

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
 * A card's rating as kept on its profile (migration 0018), from the row `alias`: rating_sum,
 * rating_count, and rating_current, false when the copy cannot be trusted for a window of
 * `windowDays` now (made for another window, or a waiting review has shown since). A person
 * with no review not hidden is always current (count 0). See ratingTotalsSql for the others.
 */
export function storedRatingColumnsSql(alias: string, windowDays: SQL): SQL {
  const p = sql.raw(alias);
  return sql`${p}.rating_sum, ${p}.rating_count,
    (not ${p}.has_reviews or (${p}.rating_window_days = ${windowDays} and (${p}.rating_stale_at is null or ${p}.rating_stale_at > now()))) as rating_current`;
}

/** The stars and count of the visible reviews each of `userIds` received, one row per person rated. */
export function ratingTotalsSql(userIds: readonly string[], windowDays: SQL): SQL {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select rating_r.reviewee_id as user_id, coalesce(sum(rating_r.rating), 0)::int as rating_sum, count(*)::int as rating_count
    ${visibleReceivedSql(sql`any(array[${ids}]::text[])`, windowDays)}
    group by rating_r.reviewee_id`;
}

/** An average with one decimal, rounded half up as PostgreSQL rounds numeric (4.25 -> 4.3). */
export function ratingAverageOf(sum: number, count: number): number | null {
  // Integers divided once: the exact half (x.x5) survives in binary and rounds up like numeric.
  return count > 0 ? Math.round((sum * 10) / count) / 10 : null;
}
