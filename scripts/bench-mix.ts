// Cache-hostile request mixes for `npm run bench`: every search a new combination of the filters a visitor
// can set, every feed page a different signed-in viewer with random category chips, each followed by its
// second page through the cursor the first page returned.
import type autocannon from 'autocannon';
import { categoryGroupNames } from '../src/domain/categories';
import { addDays } from '../src/domain/dates';
import { searchSorts } from '../src/domain/search';
import { demoListings } from '../src/server/db/seed/demo-listings';
import { placeList } from '../src/server/db/seed/israel-places';
import { createRandom, type Random } from '../src/server/db/seed/prng';

/** Words of the seeded titles (each one is in at least 1 listing in 60: the common terms). */
export const titleWords = [
  ...new Set(
    demoListings.flatMap((listing) =>
      listing.title
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 3 && !['and', 'for', 'the', 'with'].includes(word)),
    ),
  ),
];

/** Gear no seeded listing has: a full-text miss whose trigram fallback must not read the table. */
const absentWords = ['kayak', 'telescope', 'trampoline', 'microscope', 'harp', 'saxophone', 'canoe', 'wetsuit', 'metronome', 'easel', 'generator', 'sledge'];

/** A typo of a title word: one letter dropped, doubled, swapped with the next, or replaced. */
function misspell(random: Random, word: string): string {
  const at = random.int(1, word.length - 2);
  switch (random.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + String.fromCharCode(97 + random.int(0, 25)) + word.slice(at + 1);
  }
}

function searchText(random: Random, listings: number): string | null {
  const roll = random.next();
  if (roll < 0.12) return null;
  if (roll < 0.55) return random.pick(titleWords);
  if (roll < 0.65) return `${random.pick(titleWords)} ${random.pick(titleWords)}`;
  if (roll < 0.8) return misspell(random, random.pick(titleWords.filter((word) => word.length >= 5)));
  if (roll < 0.9) return random.pick(absentWords);
  // A listing's own number (its title ends in "#123"): a term with a single match.
  return String(random.int(1, listings));
}

export interface MixOptions {
  seed: number;
  today: string;
  listings: number;
}

/** One search URL: text, town, dates ± flexibility, price cap, minimum rating, for-sale only, any sort. */
export function randomSearchQuery(random: Random, options: MixOptions): URLSearchParams {
  const params = new URLSearchParams();
  const text = searchText(random, options.listings);
  if (text) params.set('q', text);
  if (random.chance(0.5)) params.set('location', random.pick(placeList).city);
  if (random.chance(0.4)) {
    const start = addDays(options.today, random.int(1, 150));
    params.set('startDate', start);
    params.set('endDate', addDays(start, random.int(0, 6)));
    const flexibility = random.pick([0, 0, 1, 2, 7, 14]);
    if (flexibility) params.set('flexibility', String(flexibility));
  }
  if (random.chance(0.4)) params.set('maxPrice', String(random.int(3, 50) * 10));
  if (random.chance(0.25)) params.set('minRating', random.pick(['3', '3.5', '4', '4.5']));
  if (random.chance(0.15)) params.set('forSaleOnly', 'true');
  params.set('sort', random.pick(searchSorts).value);
  return params;
}

function randomGroups(random: Random): string[] {
  const count = random.pick([0, 1, 1, 2, 3]);
  const groups = new Set<string>();
  while (groups.size < count) groups.add(random.pick(categoryGroupNames));
  return [...groups];
}

export interface Mix {
  requests: autocannon.Request[];
  /**
   * The same visitors for a paced run (bench-paced.ts): a new first page, and the second page that follows a first
   * page's answer (null when it has no cursor), with the encodings autocannon's run asks for. Where a first page has
   * no cursor, autocannon's next request is another first page asked compressed; a paced run's next first page is
   * asked uncompressed, as every first page.
   */
  firstPage(): PageRequest;
  secondPage(first: PageRequest, body: string): PageRequest | null;
  /** URLs asked for (first and second pages), and how many of them were different. */
  stats(): { sent: number; distinct: number };
}

export interface PageRequest {
  path: string;
  headers: Record<string, string>;
  params: URLSearchParams;
  cookie?: string;
}

/** Search: a new combination on every first page, then its second page. */
export function searchMix(options: MixOptions, acceptEncoding: string): Mix {
  return secondPageFromCursor('/api/search', acceptEncoding, options.seed, (random) => ({ params: randomSearchQuery(random, options) }));
}

/** Feed: a random signed-in viewer (of `cookies`) with random category chips, then the second page. */
export function feedMix(options: MixOptions, cookies: readonly string[], acceptEncoding: string): Mix {
  return secondPageFromCursor('/api/feed', acceptEncoding, options.seed, (random) => {
    const params = new URLSearchParams();
    const groups = randomGroups(random);
    if (groups.length > 0) params.set('groups', groups.join(','));
    return { params, cookie: random.pick(cookies) };
  });
}

/** The cursor of a first page's answer (its JSON body); undefined when it has no next page. */
const cursorOf = (body: string): string | undefined => (JSON.parse(body) as { next_cursor?: string | null }).next_cursor ?? undefined;

/**
 * First page then second page on every connection, over and over. The first page is asked for uncompressed
 * so its cursor can be read (autocannon hands bodies over as text); the second with the browser's encoding.
 * A paced run (firstPage, secondPage) asks for every first page uncompressed.
 */
function secondPageFromCursor(
  base: string,
  acceptEncoding: string,
  seed: number,
  first: (random: Random) => { params: URLSearchParams; cookie?: string },
): Mix {
  const random = createRandom(seed);
  const seen = new Set<string>();
  let sent = 0;
  type Context = { params?: URLSearchParams; cookie?: string; cursor?: string };
  const headers = (encoding: string, cookie: string | undefined): Record<string, string> => ({
    'accept-encoding': encoding,
    ...(cookie ? { cookie } : {}),
  });
  const page = (params: URLSearchParams, cookie: string | undefined, encoding: string): PageRequest => {
    const path = `${base}?${params}`;
    sent += 1;
    seen.add(`${cookie ?? ''} ${path}`);
    return { path, headers: headers(encoding, cookie), params, ...(cookie ? { cookie } : {}) };
  };
  const nextPage = (params: URLSearchParams, cursor: string, cookie: string | undefined, encoding: string) => {
    const next = new URLSearchParams(params);
    next.set('cursor', cursor);
    return page(next, cookie, encoding);
  };
  const fresh = (context: Context, encoding: string) => {
    const { params, cookie } = first(random);
    context.params = params;
    context.cookie = cookie;
    context.cursor = undefined;
    const { path, headers: sentHeaders } = page(params, cookie, encoding);
    return { path, headers: sentHeaders };
  };
  return {
    firstPage: () => {
      const { params, cookie } = first(random);
      return page(params, cookie, 'identity');
    },
    secondPage: (firstPage, body) => {
      const cursor = cursorOf(body);
      return cursor ? nextPage(firstPage.params, cursor, firstPage.cookie, acceptEncoding) : null;
    },
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => ({ ...request, ...fresh(context as Context, 'identity') }),
        onResponse(status, body, context) {
          const ctx = context as Context;
          if (status === 200) ctx.cursor = cursorOf(body);
        },
      },
      {
        method: 'GET',
        setupRequest(request, context) {
          const ctx = context as Context;
          // Fewer than a page of matches: another first page instead.
          if (!ctx.cursor || !ctx.params) return { ...request, ...fresh(ctx, acceptEncoding) };
          const { path, headers: sentHeaders } = nextPage(ctx.params, ctx.cursor, ctx.cookie, acceptEncoding);
          return { ...request, path, headers: sentHeaders };
        },
      },
    ],
    stats: () => ({ sent, distinct: seen.size }),
  };
}
