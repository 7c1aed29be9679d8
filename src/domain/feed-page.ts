/** Cards in a page of the explore feed (spec §9: 50 at a time). No imports: the client's entry script reads it. */
export const FEED_PAGE_SIZE = 50;
