import { z } from 'zod';
import { textInput } from './text';
import { categoryGroupNames, isCategory, isCategoryGroup } from './categories';
import { FEED_PAGE_SIZE } from './feed-page';
import { listingCardSchema } from './listing-schemas';

/** GET /api/feed: category-group chips (comma-separated, combinable) and a keyset cursor. */
export const feedQuerySchema = z.object({
  groups: textInput('groups')
    .max(200)
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))] : []))
    .refine((groups) => groups.every(isCategoryGroup), `Unknown category group (use ${categoryGroupNames.join(', ')})`),
  cursor: textInput('cursor').max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(FEED_PAGE_SIZE),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedResponseSchema = z.object({
  listings: z.array(listingCardSchema),
  next_cursor: z.string().nullable(),
  /** Whether the order used the viewer's own location (signed in with a known location). */
  personalized: z.boolean(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

export const searchResponseSchema = z.object({
  listings: z.array(listingCardSchema.extend({ distance_km: z.number().nullable() })),
  next_cursor: z.string().nullable(),
  /** Matches found, counted up to `total_capped_at` (then shown as "1000+"). */
  total: z.number().int(),
  total_capped: z.boolean(),
  /** Where distances and the Distance sort are measured from: the searched place, else the user, else null. */
  distance_origin: z.object({ label: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  /** The searched place as understood (null when no location was given or it could not be placed). */
  place: z.object({ label: z.string(), kind: z.enum(['country', 'city', 'address']) }).nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const SEARCH_COUNT_CAP = 1000;

/** A category or a whole group as a list of categories (search's `category` parameter accepts both). */
export { isCategory };
