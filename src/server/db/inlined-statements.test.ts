import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inlinedText, isServerPool, queryRows, queryRowsAfter, withoutPlannerSettings } from './client';
import { testDatabaseKind, useTestDatabase } from '../test/test-database';

// Values a search's parameters can hold, and some no search sends: each must come back as itself when written into the
// statement's text as a literal, exactly as when it is sent as a parameter.
const texts = [
  '',
  "it's",
  "'; drop table listings; --",
  'back\\slash \\\' \\\\',
  '$1 $2 ::text',
  'אוהל tent ⛺ 🏕️',
  '%_\\%',
  'a\ttab\nnewline',
  '"quoted" {braces} ,comma',
];

describe('inlinedText: parameters written as literals', () => {
  const ctx = useTestDatabase();

  it('reads back every text, as a parameter does', async () => {
    for (const text of texts) {
      const statement = sql`select ${text}::text as value, length(${text}) as length`;
      const [inlined] = await queryRows<{ value: string; length: number }>(ctx().db, sql.raw(inlinedText(statement)));
      const [bound] = await queryRows<{ value: string; length: number }>(ctx().db, statement);
      expect(inlined, JSON.stringify(text)).toEqual(bound);
      expect(inlined!.value).toBe(text);
    }
  });

  it('reads back arrays, numbers, booleans, null and dates, typed by their context as parameters are', async () => {
    // A JS array in a template is a list of parameters; sql.param sends it as one, an array.
    const statement = sql`select ${sql.param(texts)}::text[] as words, ${sql.param([3, -1.5])}::float8[] as numbers, ${50} + 1 as next,
      ${-0.25}::float8 as fraction, ${true}::boolean as yes, ${null}::text as nothing, ${new Date('2026-11-30T10:00:00Z')}::timestamptz = '2026-11-30T10:00:00Z' as same_time,
      'a' = any(${sql.param(['a', 'b'])}) as found, 1 as one limit ${5}`;
    const [inlined] = await queryRows(ctx().db, sql.raw(inlinedText(statement)));
    const [bound] = await queryRows(ctx().db, statement);
    expect(inlined).toEqual(bound);
    expect(inlined).toMatchObject({ words: texts, numbers: [3, -1.5], next: 51, yes: true, nothing: null, same_time: true, found: true });
  });

  it('refuses a NUL, which would end the message\'s text', () => {
    expect(() => inlinedText(sql`select ${'a\u0000b'}::text`)).toThrow(/NUL/);
    expect(() => inlinedText(sql`select ${sql.raw("'\u0000'")}, ${1}`)).toThrow(/NUL/);
  });

  it('refuses binary values and placeholders, which would not read as their parameters do', () => {
    expect(() => inlinedText(sql`select length(${Buffer.from('ab')})`)).toThrow(/binary/);
    expect(() => inlinedText(sql`select ${sql.placeholder('word')}::text`)).toThrow(/placeholders/);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('queryRowsAfter on a PostgreSQL server\'s pool', () => {
  const ctx = useTestDatabase();

  it('applies the first statement\'s local settings to the planning of the second, and to nothing after it', async () => {
    const db = ctx().db;
    expect(isServerPool(db)).toBe(true);
    // The quoting is safe in UTF-8, which every connection of the pool asks for.
    expect(await queryRows(db, sql`select current_setting('client_encoding') as encoding`)).toEqual([{ encoding: 'UTF8' }]);
    expect(isServerPool(withoutPlannerSettings(db))).toBe(false);
    const off = sql`select set_config('enable_seqscan', 'off', true), set_config('gin_fuzzy_search_limit', ${'700'}, true)`;
    const [during] = await queryRowsAfter<{ seqscan: string; sample: string }>(
      db,
      off,
      sql`select current_setting('enable_seqscan') as seqscan, current_setting('gin_fuzzy_search_limit') as sample`,
    );
    expect(during).toEqual({ seqscan: 'off', sample: '700' });
    // An empty table is read whole unless the setting reaches the planner.
    const explain = sql`explain select * from listings where id = ${'00000000-0000-0000-0000-000000000000'}`;
    const planOf = (rows: { 'QUERY PLAN': string }[]) => rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(planOf(await queryRows(db, explain))).toMatch(/Seq Scan/);
    expect(planOf(await queryRowsAfter(db, off, explain))).not.toMatch(/Seq Scan/);
    // Every connection of the pool, after: the settings ended with their statement.
    const after = await Promise.all(
      Array.from({ length: 8 }, () => queryRows<{ seqscan: string; sample: string }>(db, sql`select current_setting('enable_seqscan') as seqscan, current_setting('gin_fuzzy_search_limit') as sample`)),
    );
    expect(after.flat()).toEqual(Array.from({ length: 8 }, () => ({ seqscan: 'on', sample: '0' })));
  });

  it('ends the settings with a statement that fails, and reports its error', async () => {
    const db = ctx().db;
    const error = (await queryRowsAfter(db, sql`select set_config('enable_seqscan', 'off', true)`, sql`select 1 / ${0}::int`).catch((caught: unknown) => caught)) as {
      code?: string;
      cause?: { code?: string };
    };
    // Drizzle wraps the driver's error.
    expect(error.cause?.code ?? error.code).toBe('22012');
    const [after] = await queryRows<{ seqscan: string }>(db, sql`select current_setting('enable_seqscan') as seqscan`);
    expect(after!.seqscan).toBe('on');
  });
});
