import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('refuses the most common passwords whatever their case', () => {
    for (const password of ['123456', 'password', 'qwerty', 'Password1', 'iloveyou', 'LETMEIN']) expect(isCommonPassword(password)).toBe(true);
  });

  it('accepts a password outside the 10,000 most common', () => {
    for (const password of ['gearloop-demo', 'brand-new-secret', 'correct horse battery staple']) expect(isCommonPassword(password)).toBe(false);
  });
});
