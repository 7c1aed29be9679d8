/**
 * Cards in a grid's first row on a phone (`grid-cols-2`, listing-grid.tsx), where a page of cards has its largest
 * paint. Their photos load at once, ahead of other images — and on a page the server did not draw, the entry preloads
 * them with the feed (app/early-page-data.ts). The rest load as they come near the screen (a wide screen's first row
 * too, as soon as it is laid out): fetching more at once would share a slow phone's network with the photo it paints
 * first. A module of its own: the entry reads it without the grid.
 */
export const FIRST_ROW_CARDS = 2;
