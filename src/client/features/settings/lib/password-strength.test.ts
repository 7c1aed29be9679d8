import { describe, expect, it } from 'vitest';
import { loadPasswordChecker } from './password-strength';

describe('password strength', () => {
  it('marks the most common passwords and scores 0 for them', async () => {
    const check = await loadPasswordChecker();
    expect(check('password1')).toEqual({ score: 0, common: true });
    expect(check('QWERTY123').common).toBe(true);
  });

  it('scores a long unusual passphrase as strong', async () => {
    const check = await loadPasswordChecker();
    const strong = check('violet-tractor-sunlit-harbour-42');
    expect(strong.common).toBe(false);
    expect(strong.score).toBeGreaterThanOrEqual(3);
    expect(check('abcdef').score).toBeLessThanOrEqual(1);
  });
});
