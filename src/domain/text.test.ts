import { describe, expect, it } from 'vitest';
import { hasControlCharacters, textInput, withoutControlCharacters } from './text';

describe('text input', () => {
  const title = textInput('Title').trim().min(1, 'Title is required');

  it.each(['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'])('refuses %j with a clear message', (char) => {
    const result = title.safeParse(`a${char}b`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Title must not contain control characters']);
  });

  it('keeps tab, newlines and every other character', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb', 'שלום', 'emoji 🚲', 'Modi‘in', '\u00a0nbsp', 'zero\u200bwidth']) {
      expect(hasControlCharacters(value), value).toBe(false);
      expect(title.safeParse(value).success, value).toBe(true);
    }
  });

  it('says in words what is wrong with a value that is not text', () => {
    const messages = (value: unknown) => title.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages(undefined)).toEqual(['Title is required']);
    expect(messages(['a', 'b'])).toEqual(['Title must be given once']);
    expect(messages(42)).toEqual(['Title must be text']);
    expect(messages({ text: 'a' })).toEqual(['Title must be text']);
  });

  it('says how long a value may be when a length rule has no message of its own', () => {
    const cursor = textInput('cursor').max(5);
    expect(cursor.safeParse('abcdefgh').error?.issues.map((issue) => issue.message)).toEqual(['cursor must be at most 5 characters']);
    expect(textInput('Code').min(3).safeParse('ab').error?.issues.map((issue) => issue.message)).toEqual(['Code must be at least 3 characters']);
    expect(cursor.safeParse(42).error?.issues.map((issue) => issue.message)).toEqual(['cursor must be text']);
    expect(title.max(3, 'Title is too long').safeParse('abcd').error?.issues.map((issue) => issue.message)).toEqual(['Title is too long']);
  });

  it('drops control characters from text taken from elsewhere', () => {
    expect(withoutControlCharacters('No\u0000a\u001b Levi\n')).toBe('Noa Levi\n');
  });
});
