import { describe, expect, it } from 'vitest';
import { afterOnboarding, onboardingPath } from './onboarding';

describe('onboarding paths', () => {
  it('continues to the page the user was heading to, same-site only', () => {
    expect(afterOnboarding('/listing/1?x=2')).toBe('/listing/1?x=2');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/onboarding']) expect(afterOnboarding(bad)).toBe('/explore');
  });

  it('builds the onboarding link with the next page', () => {
    expect(onboardingPath('/invite')).toBe('/onboarding?next=%2Finvite');
  });
});
