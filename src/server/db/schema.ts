// Drizzle needs every table in one object; each file under tables/ holds one feature's tables.
export * from './tables/accounts';
