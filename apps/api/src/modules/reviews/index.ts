/** Reviews of completed contracts, and the ratings profiles and cards show. */
export { createRatingSummariesRepository } from './rating-summaries.repository.ts';
export { createRatingSummariesService, scheduleRatingSummaryRefresh } from './rating-summaries.ts';
export {
  type RatingColumns,
  ratingAverageOf,
  ratingColumnsSql,
  ratingTotalsSql,
  reviewVisibleSql,
  storedRatingColumnsSql,
  storedWindowDaysSql,
  toRatingSummary,
  windowDaysParam,
} from './review-sql.ts';
export { createReviewsRepository } from './reviews.repository.ts';
export { reviewsRoutes } from './reviews.routes.ts';
export { createReviewsService, type ReviewsService } from './reviews.service.ts';
