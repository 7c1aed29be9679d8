import { z } from 'zod';

/*
 * Control characters (C0, DEL and C1) other than tab, line feed and carriage return (the newline of CRLF).
 * PostgreSQL cannot store NUL (U+0000) at all; the others hide or reorder text and drive terminals.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_GLOBAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** For text we take from elsewhere and cannot send back (a Google profile's name): drop the characters. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS_GLOBAL, '');
}

/** For words read from a link (a search's text and place): each control character becomes a space, as between words. */
export function controlCharactersAsSpaces(value: string): string {
  return value.replace(CONTROL_CHARACTERS_GLOBAL, ' ');
}

export const controlCharactersMessage = (label: string) => `${label} must not contain control characters`;

/**
 * What a value that is not a string is told, in words rather than zod's ("expected string, received array"):
 * missing, given twice (a query parameter repeated arrives as a list), or of another type (a number in JSON).
 */
export function notTextMessage(label: string, input: unknown): string {
  if (input === undefined) return `${label} is required`;
  if (Array.isArray(input)) return `${label} must be given once`;
  return `${label} must be text`;
}

/**
 * The default messages of a text field: a value that is not text, in words (notTextMessage), and a length rule given
 * without a message of its own, in characters. (A schema's error map answers for its checks too: without the length
 * cases, `.max(300)` on a cursor told a too-long one that it "must be text".)
 */
function textIssueMessage(label: string, issue: { code?: string; input?: unknown; maximum?: unknown; minimum?: unknown }): string | undefined {
  if (issue.code === 'too_big') return `${label} must be at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_small') return `${label} must be at least ${String(issue.minimum)} characters`;
  if (issue.code === 'invalid_type') return notTextMessage(label, issue.input);
  return undefined;
}

/**
 * Every string a client sends starts from this schema: it refuses control characters with a clear message
 * (and stops there, so no other rule reports the same field). The OpenAPI document shows it as a `pattern`.
 */
export function textInput(label: string, params: Parameters<typeof z.string>[0] = { error: (issue) => textIssueMessage(label, issue) }) {
  return z.string(params).regex(WITHOUT_CONTROL_CHARACTERS, { message: controlCharactersMessage(label), abort: true });
}
