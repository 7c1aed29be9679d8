import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageFallback } from './page-fallback';

describe('the first screen', () => {
  it('is the same in index.html (before any script) as the router draws while the page loads', () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
    const root = html.match(/<div id="root">(.*)<\/div>\n/)?.[1];
    expect(root).toBe(renderToStaticMarkup(<PageFallback />));
  });

  it('shows the brand as text, and tells assistive technology the page is loading', () => {
    const markup = renderToStaticMarkup(<PageFallback />);
    expect(markup).toContain('>Gearloop</span>');
    expect(markup).toContain('role="status"');
    expect(markup).toContain('Loading…');
  });
});
