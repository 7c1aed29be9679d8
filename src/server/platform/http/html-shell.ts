import { CLIENT_CONFIG_ELEMENT_ID } from '../../../domain/market';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_DATA_ELEMENT_ID } from '../../../domain/first-paint';
import type { FirstPaint } from './first-paint';

/** What a page adds to the shell's <head>: its own title and description, and link-preview tags (Open Graph, Twitter). */
export interface PageHead {
  title: string;
  description: string;
  /** `property` for Open Graph (`og:*`), `name` for the rest (`twitter:*`). */
  meta: ({ property: string; content: string } | { name: string; content: string })[];
  canonicalUrl?: string;
}

/** Text safe inside an HTML element or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);
}

/** JSON inside <script type="application/json">: no "</script>", no "<!--" can end or bend the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
/** index.html's #root with its loading screen, on one line (app/page-fallback.tsx). */
const ROOT = /<div id="root">[^\n]*<\/div>/;

/**
 * The built index.html as the server sends it (docs/decisions/0020): with the client's configuration inlined (the
 * answer of GET /api/config, so the app renders without waiting for it), and, for a page that has one, that page's
 * title, description and preview tags in place of the defaults. Every value is escaped: listing titles are user input.
 */
export function createHtmlShell(template: string, clientConfig: unknown) {
  if (!TITLE.test(template)) throw new Error('index.html has no <title> to replace');
  if (!ROOT.test(template)) throw new Error('index.html has no one-line <div id="root"> to fill');
  const withConfig = template.replace(
    '</head>',
    `  <script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${scriptJson(clientConfig)}</script>\n  </head>`,
  );
  const plain = Buffer.from(withConfig);

  return {
    /** The default shell, built once. */
    plain: () => plain,
    /** A page's own head, and its first paint (the page drawn by the server, with the answers it was drawn from). */
    render(page: { head?: PageHead | null; firstPaint?: FirstPaint | null }): Buffer {
      let html = page.head ? withHead(withConfig, page.head) : withConfig;
      if (page.firstPaint) {
        const { html: body, data } = page.firstPaint;
        // Functions as replacements: a "$&" in user text must stay text.
        html = html.replace(
          ROOT,
          () =>
            `<div id="root" ${FIRST_PAINT_ATTRIBUTE}>${body}</div>\n    <script type="application/json" id="${FIRST_PAINT_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`,
        );
      }
      return Buffer.from(html);
    },
  };
}

function withHead(template: string, head: PageHead): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    ...head.meta.map((tag) =>
      'property' in tag
        ? `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}" />`
        : `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}" />`,
    ),
  ].join('\n    ');
  // Functions as replacements: a "$&" in user text must stay text.
  return template.replace(DESCRIPTION, () => '').replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>\n    ${tags}`);
}

export type HtmlShell = ReturnType<typeof createHtmlShell>;
