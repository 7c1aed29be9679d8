import { beforeEach, describe, expect, it } from 'vitest';
import { peekRedirectAfterLogin, rememberRedirectAfterLogin, REDIRECT_AFTER_LOGIN_KEY, takeRedirectAfterLogin } from '@/lib/session/redirect-after-login';

beforeEach(() => sessionStorage.clear());

describe('redirect after login', () => {
  it('remembers the intended path with its query and returns it once', () => {
    rememberRedirectAfterLogin('/booking/abc?startDate=2026-12-01&endDate=2026-12-03');
    expect(peekRedirectAfterLogin()).toBe('/booking/abc?startDate=2026-12-01&endDate=2026-12-03');
    expect(takeRedirectAfterLogin()).toBe('/booking/abc?startDate=2026-12-01&endDate=2026-12-03');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    expect(takeRedirectAfterLogin()).toBe('/');
  });

  it('falls back to / (or the given fallback) when nothing is stored', () => {
    expect(takeRedirectAfterLogin()).toBe('/');
    expect(takeRedirectAfterLogin('/explore')).toBe('/explore');
  });

  it('never remembers another site or the sign-in screen itself', () => {
    rememberRedirectAfterLogin('//evil.example/phish');
    rememberRedirectAfterLogin('https://evil.example');
    rememberRedirectAfterLogin('/login');
    rememberRedirectAfterLogin('/signup?x=1');
    expect(peekRedirectAfterLogin()).toBeNull();
  });

  it('ignores a tampered stored value', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, 'https://evil.example');
    expect(takeRedirectAfterLogin()).toBe('/');
  });

  it('keeps the latest intended path', () => {
    rememberRedirectAfterLogin('/profile');
    rememberRedirectAfterLogin('/favorites');
    expect(takeRedirectAfterLogin()).toBe('/favorites');
  });
});
