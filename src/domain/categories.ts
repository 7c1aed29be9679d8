/** Listing categories by group (spec marketplace-core §3): the single source for UI, API and the DB CHECK. */
export const categoryGroups = [
  { group: 'Gear', categories: ['Bicycles & Scooters', 'Outdoors', 'Sports', 'Watersports', 'Snow'] },
  { group: 'Home', categories: ['Furniture', 'Kitchen', 'Tools', 'Garden', 'Appliances'] },
  { group: 'Electronics', categories: ['Cameras', 'Computers', 'Consoles', 'Other electronics'] },
  { group: 'Style', categories: ['Clothing', 'Shoes', 'Accessories', 'Bags'] },
  { group: 'Hobbies', categories: ['Games', 'Books', 'Crafts', 'Music'] },
  { group: 'Family', categories: ['Baby & Kids', 'Stroller', 'Toys', 'Pet supplies'] },
  { group: 'Vehicles', categories: ['Car', 'Rack', 'Trailer'] },
] as const;

export type CategoryGroup = (typeof categoryGroups)[number]['group'];
export type Category = (typeof categoryGroups)[number]['categories'][number];

export const categoryGroupNames: readonly CategoryGroup[] = categoryGroups.map((entry) => entry.group);

/** All 30 categories, in the spec's order. */
export const categories: readonly Category[] = categoryGroups.flatMap((entry) => entry.categories);

export function isCategory(value: string): value is Category {
  return (categories as readonly string[]).includes(value);
}

/** The group a category belongs to, or undefined for an unknown category. */
export function categoryGroupOf(category: string): CategoryGroup | undefined {
  return categoryGroups.find((entry) => (entry.categories as readonly string[]).includes(category))?.group;
}

export function isCategoryGroup(value: string): value is CategoryGroup {
  return (categoryGroupNames as readonly string[]).includes(value);
}
