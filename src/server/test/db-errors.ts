import { expect } from 'vitest';

/** The PostgreSQL error behind a Drizzle error (both drivers wrap it as `cause`). */
export function postgresErrorOf(error: unknown): { code?: string; constraint?: string; message: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: string; message?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint, message: candidate.message ?? '' };
    }
    current = candidate.cause;
  }
  return undefined;
}

export const pgCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** ON DELETE RESTRICT refusing a delete: 23503 up to PostgreSQL 17, 23001 from 18 (PGlite). */
  restrictViolation: ['23503', '23001'],
  checkViolation: '23514',
  notNullViolation: '23502',
  exclusionViolation: '23P01',
} as const;

/** Expects the statement to be refused by the named constraint (and with the given SQLSTATE when given). */
export async function expectViolation(statement: PromiseLike<unknown>, constraint: string, code?: string | readonly string[]): Promise<void> {
  let caught: unknown;
  try {
    await statement;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${constraint} to refuse the statement`).toBeDefined();
  const pgError = postgresErrorOf(caught);
  expect(pgError, `not a PostgreSQL error: ${String(caught)}`).toBeDefined();
  expect(pgError?.constraint ?? pgError?.message).toBe(constraint);
  if (typeof code === 'string') expect(pgError?.code).toBe(code);
  else if (code) expect(code).toContain(pgError?.code);
}
