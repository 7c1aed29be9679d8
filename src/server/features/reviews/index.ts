/** What other features use of reviews: the privacy rule's SQL, the review status of reservations, and the jobs. */
export { publishedReviewSql, visibleReviewSql } from './visibility-sql';
export { reviewedReservationIds, userReviewTotals } from './queries';
export { reviewJobs } from './jobs';
export { reviewSummaries } from './summary';
