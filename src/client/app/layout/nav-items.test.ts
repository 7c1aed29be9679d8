import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems } from './nav-items';

const byLabel = (label: string) => navItems.find((item) => item.label === label)!;

describe('navigation items', () => {
  it('marks Explore active on / and /explore', () => {
    expect(isNavItemActive(byLabel('Explore'), '/')).toBe(true);
    expect(isNavItemActive(byLabel('Explore'), '/explore')).toBe(true);
    expect(isNavItemActive(byLabel('Explore'), '/help')).toBe(false);
  });

  it('keeps Messages active inside a thread, and only there', () => {
    expect(isNavItemActive(byLabel('Messages'), '/messages/abc')).toBe(true);
    expect(isNavItemActive(byLabel('Messages'), '/messagesx')).toBe(false);
    expect(isNavItemActive(byLabel('My Listings'), '/my-listings/')).toBe(true);
  });
});
