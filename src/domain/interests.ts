import { z } from 'zod';
import type { Category } from './categories';

/**
 * The 12 onboarding interest categories (spec §9), in the spec's order, and the listing categories each one
 * stands for: an interest boosts those listing categories in the signed-in feed (decision 0004, "Interests").
 */
export const interestCategories = [
  { interest: 'Bikes', categories: ['Bicycles & Scooters'] },
  { interest: 'Water Sports', categories: ['Watersports'] },
  { interest: 'Photography', categories: ['Cameras'] },
  { interest: 'Outdoor Gear', categories: ['Outdoors', 'Snow'] },
  { interest: 'Electronics', categories: ['Computers', 'Other electronics'] },
  { interest: 'Vehicles', categories: ['Car', 'Rack', 'Trailer'] },
  { interest: 'Sports Equipment', categories: ['Sports'] },
  { interest: 'Musical Instruments', categories: ['Music'] },
  { interest: 'Home & Garden', categories: ['Furniture', 'Kitchen', 'Tools', 'Garden', 'Appliances'] },
  { interest: 'Art & Crafts', categories: ['Crafts'] },
  { interest: 'Books', categories: ['Books'] },
  { interest: 'Gaming', categories: ['Games', 'Consoles'] },
] as const satisfies readonly { interest: string; categories: readonly Category[] }[];

export type Interest = (typeof interestCategories)[number]['interest'];

export const interests: readonly Interest[] = interestCategories.map((entry) => entry.interest);

export function isInterest(value: string): value is Interest {
  return (interests as readonly string[]).includes(value);
}

/** The listing categories a set of interests boosts, sorted (a stable cache key); unknown names are ignored. */
export function categoriesOfInterests(chosen: readonly string[]): string[] {
  const result = new Set<string>();
  for (const entry of interestCategories) if (chosen.includes(entry.interest)) for (const category of entry.categories) result.add(category);
  return [...result].sort();
}

/** Texts of the onboarding page and the interests editor on the profile page. */
export const interestTexts = {
  onboardingTitle: 'What are you interested in?',
  onboardingDescription: 'Choose the kinds of gear you like. We will show matching listings first in your feed.',
  skip: 'Skip for now',
  continue: (count: number) => `Continue (${count} selected)`,
  saveFailed: 'Could not save your interests. Please try again.',
  unknownInterest: 'Please choose interests from the list',
  tooMany: 'Please choose at most 12 interests',
  editorTitle: 'Interests',
  editorDescription: 'Listings in these categories come first in your feed.',
  editorEmpty: 'No interests chosen yet.',
  edit: 'Edit interests',
  save: 'Save interests',
  cancel: 'Cancel',
  saved: 'Interests saved',
} as const;

/** PUT /api/me/interests: a set of the 12 names (duplicates are dropped, order kept as in the spec). */
export const updateInterestsBody = z.strictObject({
  interests: z
    .array(z.enum(interests as [Interest, ...Interest[]], { error: interestTexts.unknownInterest }), { error: interestTexts.unknownInterest })
    .max(interests.length, interestTexts.tooMany)
    .transform((chosen) => interests.filter((name) => chosen.includes(name))),
});
export type UpdateInterestsBody = z.input<typeof updateInterestsBody>;

export const interestsResponse = z.object({
  interests: z.array(z.string()),
  /** Whether the onboarding page was answered (continued or skipped): it is shown only once. */
  onboarded: z.boolean(),
});
export type InterestsResponse = z.infer<typeof interestsResponse>;
