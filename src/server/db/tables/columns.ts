import { type SQL, sql } from 'drizzle-orm';
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** `created_at timestamptz not null default now()`, read as an ISO-like string. */
export const createdAt = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** Money in ₪ with agorot: numeric(12,2), read as a string so it never passes through a float. */
export const money = () => numeric({ precision: 12, scale: 2 });

/**
 * A set of calendar days as a PostgreSQL `datemultirange`, in its text form (e.g. `{[2026-01-01,2026-01-05)}`).
 * Convert with datesToMultirangeLiteral / multirangeToDates from src/domain/availability.ts.
 */
export const dateMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'datemultirange',
});

/** `'a', 'b', …` for a CHECK … IN (…) built from a TypeScript list (values are our own constants). */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
}

/** A full-text search document (`tsvector`), written by PostgreSQL as a generated column. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** A fixed-size signature of a document's lexemes (`bit(256)`, migration 0020), written by PostgreSQL. */
export const lexemeSignature = customType<{ data: string; driverData: string }>({
  dataType: () => 'bit(256)',
});
