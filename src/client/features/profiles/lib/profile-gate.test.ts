import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnProfile } from '../../../../domain/profile';
import { ownProfileFixture } from '@/lib/session/own-profile-fixture';
import { canProceed, newProfilePrompt, pendingNavigation, profileGateMode } from './profile-gate';

const now = new Date('2026-11-22T12:00:00Z');

const profile = (overrides: Partial<OwnProfile> = {}) => ownProfileFixture({ email: 'maya@example.com', email_verified: false, first_name: 'Maya', last_name: 'Cohen', referral_code: 'MAYA20', created_at: '2026-01-01T00:00:00Z', ...overrides });

beforeEach(() => sessionStorage.clear());

describe('profileGateMode', () => {
  it('asks nothing of visitors or of complete, older profiles', () => {
    expect(profileGateMode(null, now, false)).toBe('none');
    expect(profileGateMode(profile(), now, false)).toBe('none');
  });

  it('forces the dialog when the first or last name is missing or blank', () => {
    expect(profileGateMode(profile({ first_name: null }), now, false)).toBe('forced');
    expect(profileGateMode(profile({ last_name: '   ' }), now, false)).toBe('forced');
    // seen-this-session never releases a forced dialog
    expect(profileGateMode(profile({ first_name: '' }), now, true)).toBe('forced');
  });

  it('offers the dismissible dialog to a profile created within 5 minutes, once per session', () => {
    const fresh = profile({ created_at: '2026-11-22T11:56:00Z' });
    expect(profileGateMode(fresh, now, false)).toBe('welcome');
    expect(profileGateMode(fresh, now, true)).toBe('none');
    expect(profileGateMode(profile({ created_at: '2026-11-22T11:54:59Z' }), now, false)).toBe('none');
  });

  it('lets Add Listing through only with a complete profile', () => {
    expect(canProceed(profile())).toBe(true);
    expect(canProceed(profile({ last_name: null }))).toBe(false);
    expect(canProceed(null)).toBe(false);
  });
});

describe('pending navigation', () => {
  it('keeps the intended path until taken, then goes to /explore by default', () => {
    pendingNavigation.set('/create-listing');
    expect(pendingNavigation.get()).toBe('/create-listing');
    expect(pendingNavigation.take()).toBe('/create-listing');
    expect(pendingNavigation.take()).toBe('/explore');
  });

  it('is cleared when the dialog closes', () => {
    pendingNavigation.set('/create-listing');
    pendingNavigation.clear();
    expect(pendingNavigation.get()).toBeNull();
  });

  it('refuses paths outside the app', () => {
    pendingNavigation.set('//evil.example');
    expect(pendingNavigation.get()).toBeNull();
  });
});

describe('new profile prompt', () => {
  it('is remembered per user, across tabs and sign-ins', () => {
    expect(newProfilePrompt.seen('a')).toBe(false);
    newProfilePrompt.markSeen('a');
    expect(newProfilePrompt.seen('a')).toBe(true);
    expect(newProfilePrompt.seen('b')).toBe(false);
    // another account signs in on this browser, then the first one again in a new tab
    newProfilePrompt.markSeen('b');
    sessionStorage.clear();
    expect(newProfilePrompt.seen('a')).toBe(true);
    expect(newProfilePrompt.seen('b')).toBe(true);
  });
});
