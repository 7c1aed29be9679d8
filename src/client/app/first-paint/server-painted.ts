import { FIRST_PAINT_ATTRIBUTE } from '@domain/first-paint';

/** Whether #root holds a page the server drew (docs/decisions/0026), to hydrate, rather than the loading screen. */
export function isServerPainted(root: HTMLElement): boolean {
  return root.hasAttribute(FIRST_PAINT_ATTRIBUTE);
}

/** Once the app has taken the page over (its first commit): #root no longer claims to be the server's picture. */
export function markAppLive(doc: Document = document): void {
  doc.getElementById('root')?.removeAttribute(FIRST_PAINT_ATTRIBUTE);
}
