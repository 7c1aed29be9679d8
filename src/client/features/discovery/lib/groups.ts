import { categoryGroupNames, isCategoryGroup, type CategoryGroup } from '../../../../domain/categories';

/** The explore chips' state lives in `?groups=Gear,Home`: known groups only, in the spec's order, once each. */
export function groupsFromSearchParams(params: URLSearchParams): CategoryGroup[] {
  const requested = new Set((params.get('groups') ?? '').split(',').map((part) => part.trim()));
  return categoryGroupNames.filter((group) => requested.has(group) && isCategoryGroup(group));
}

/** A chip click: selected → off, otherwise on (several combine). */
export function toggleGroup(groups: readonly CategoryGroup[], group: CategoryGroup): CategoryGroup[] {
  const next = groups.includes(group) ? groups.filter((item) => item !== group) : [...groups, group];
  return categoryGroupNames.filter((name) => next.includes(name));
}

/** The same URL with the given groups (no `groups` at all when none are selected); other parameters are kept. */
export function searchParamsWithGroups(params: URLSearchParams, groups: readonly CategoryGroup[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (groups.length) next.set('groups', groups.join(','));
  else next.delete('groups');
  return next;
}
