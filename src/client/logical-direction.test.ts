// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Hebrew (right to left) follows: the client lays out with logical properties (ms-/me-, ps-/pe-, start-/end-,
 * border-s/-e, rounded-s/-e, text-start/-end), which flip with the document's direction, never left/right.
 * Centring with a translate (left-1/2 -translate-x-1/2) is not a direction and stays physical.
 */
const PHYSICAL =
  /(?<![\w-])(?:[a-z0-9]+:)*-?(?:pl|pr|ml|mr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|text-left|text-right|scroll-ml|scroll-mr|scroll-pl|scroll-pr)(?:-[0-9a-z/.[\]]+)?(?![\w-])/g;
const CENTRING = /(?:^|:)left-1\/2$/;
const CLASS_WORDS = /^(?:[a-z0-9]+:)*-?(?:pl|pr|ml|mr|left|right)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Physical direction classes in the string literals of a source text. */
export function physicalClasses(source: string): string[] {
  const literals = source.match(/"[^"\n]*"|'[^'\n]*'|`[^`]*`/g) ?? [];
  return literals.flatMap((literal) =>
    [...literal.slice(1, -1).matchAll(PHYSICAL)].map((match) => match[0]).filter((token) => !CENTRING.test(token) && !CLASS_WORDS.test(token)),
  );
}

describe('logical direction in the client', () => {
  it('finds physical classes, and leaves centring and plain words alone', () => {
    expect(physicalClasses(`<div className="absolute right-2 md:pl-64 text-left -ml-2 last:border-r-0" />`)).toEqual(['right-2', 'md:pl-64', 'text-left', '-ml-2', 'last:border-r-0']);
    expect(physicalClasses(`cn('sm:left-1/2 sm:-translate-x-1/2 end-2 ps-9', "Swipe left or right")`)).toEqual([]);
  });

  it('no page or component positions, pads or aligns by left and right', () => {
    const root = path.resolve(import.meta.dirname);
    const found = sourceFiles(root).flatMap((file) => physicalClasses(fs.readFileSync(file, 'utf8')).map((token) => `${path.relative(root, file)}: ${token}`));
    expect(found).toEqual([]);
  });
});
