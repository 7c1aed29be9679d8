// Drizzle needs every table in one object; each file under tables/ holds one feature's tables.
export * from './tables/accounts';
export * from './tables/listings';
export * from './tables/reservations';
export * from './tables/messaging';
export * from './tables/notifications';
export * from './tables/reviews';
export * from './tables/referrals';
export * from './tables/phone-verifications';
export * from './tables/rate-limits';
export * from './tables/live-events';
export * from './tables/search-words';
