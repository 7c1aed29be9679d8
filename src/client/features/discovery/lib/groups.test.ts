import { describe, expect, it } from 'vitest';
import { groupsFromSearchParams, searchParamsWithGroups, toggleGroup } from './groups';

describe('category-group chips', () => {
  it('reads known groups from the URL in the spec order and ignores the rest', () => {
    expect(groupsFromSearchParams(new URLSearchParams('groups=Home,Gear,Nope,Home'))).toEqual(['Gear', 'Home']);
    expect(groupsFromSearchParams(new URLSearchParams(''))).toEqual([]);
  });

  it('turns a chip on, combines several, and turns one off again', () => {
    const one = toggleGroup([], 'Electronics');
    expect(one).toEqual(['Electronics']);
    const two = toggleGroup(one, 'Gear');
    expect(two).toEqual(['Gear', 'Electronics']);
    expect(toggleGroup(two, 'Electronics')).toEqual(['Gear']);
    expect(toggleGroup(['Gear'], 'Gear')).toEqual([]);
  });

  it('writes the groups into the URL and drops the parameter when none are left', () => {
    const base = new URLSearchParams('foo=1');
    expect(searchParamsWithGroups(base, ['Gear', 'Family']).toString()).toBe('foo=1&groups=Gear%2CFamily');
    expect(searchParamsWithGroups(new URLSearchParams('groups=Gear&foo=1'), []).toString()).toBe('foo=1');
  });
});
