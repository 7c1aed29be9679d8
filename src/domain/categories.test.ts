import { describe, expect, it } from 'vitest';
import { categories, categoryGroupNames, categoryGroupOf, isCategory } from './categories';

describe('categories', () => {
  it('follows the spec table: 7 groups, their categories in order, no duplicates', () => {
    expect(categoryGroupNames).toEqual(['Gear', 'Home', 'Electronics', 'Style', 'Hobbies', 'Family', 'Vehicles']);
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories).toHaveLength(29);
  });

  it('knows each category group', () => {
    expect(categoryGroupOf('Watersports')).toBe('Gear');
    expect(categoryGroupOf('Other electronics')).toBe('Electronics');
    expect(categoryGroupOf('Pet supplies')).toBe('Family');
    expect(categoryGroupOf('Trailer')).toBe('Vehicles');
    expect(categoryGroupOf('Spaceships')).toBeUndefined();
    expect(isCategory('Books')).toBe(true);
    expect(isCategory('books')).toBe(false);
  });
});
