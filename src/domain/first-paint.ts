/**
 * A page the server drew before any script ran (docs/decisions/0026): #root carries this attribute, and the API answers
 * the page was drawn from follow it as TanStack Query's dehydrated state in the element with this id, so that the app
 * hydrates the same page from the same answers.
 */
export const FIRST_PAINT_DATA_ELEMENT_ID = 'first-paint-data';
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
