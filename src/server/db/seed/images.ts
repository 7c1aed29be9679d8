import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { CategoryGroup } from '../../../domain/categories';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Generated placeholder pictures for demo and benchmark data: nothing is downloaded. */
const palettes: Record<CategoryGroup, [string, string]> = {
  Gear: ['#22c55e', '#065f46'],
  Home: ['#f59e0b', '#9a3412'],
  Electronics: ['#38bdf8', '#1e3a8a'],
  Style: ['#f472b6', '#831843'],
  Hobbies: ['#a78bfa', '#4c1d95'],
  Family: ['#fb7185', '#9f1239'],
  Vehicles: ['#94a3b8', '#1f2937'],
};

const shapes: Record<CategoryGroup, string> = {
  Gear: '<polygon points="360,520 560,220 760,520" /><circle cx="800" cy="420" r="110" />',
  Home: '<polygon points="600,170 390,350 810,350" /><rect x="430" y="350" width="340" height="210" />',
  Electronics: '<rect x="380" y="200" width="440" height="290" rx="24" /><rect x="540" y="500" width="120" height="50" />',
  Style: '<path d="M600 200 q40 0 40 40 q0 30 -40 45 L820 480 H380 L600 285" />',
  Hobbies: '<polygon points="600,170 650,320 810,320 680,410 730,560 600,470 470,560 520,410 390,320 550,320" />',
  Family: '<circle cx="520" cy="330" r="120" /><circle cx="690" cy="380" r="90" />',
  Vehicles: '<rect x="350" y="300" width="500" height="160" rx="40" /><circle cx="460" cy="480" r="60" /><circle cx="740" cy="480" r="60" />',
};

const FULL = { width: 1200, height: 900 };
const CARD_WIDTH = 480;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function listingSvg(group: CategoryGroup, title: string, variant: number): string {
  const [from, to] = palettes[group];
  const fontSize = Math.min(64, Math.floor(1800 / Math.max(title.length, 1)));
  const angle = (variant % 4) * 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FULL.width}" height="${FULL.height}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g fill="#fff" fill-opacity="${0.22 + (variant % 3) * 0.08}">${shapes[group]}</g>
<text x="600" y="740" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
</svg>`;
}

export interface StoredPhoto {
  cardKey: string;
  fullKey: string;
  width: number;
  height: number;
}

const contentKey = (folder: string, bytes: Buffer, suffix: string) =>
  `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}-${suffix}.webp`;

/** Renders one listing picture as two WebP sizes and stores them under content-addressed keys. */
export async function storeListingImage(storage: FileStorage, group: CategoryGroup, title: string, variant = 0): Promise<StoredPhoto> {
  const image = sharp(Buffer.from(listingSvg(group, title, variant)));
  const [full, card] = await Promise.all([
    image.clone().webp({ quality: 78, effort: 1 }).toBuffer(),
    image.clone().resize(CARD_WIDTH).webp({ quality: 75, effort: 1 }).toBuffer(),
  ]);
  const fullKey = contentKey('listings', full, String(FULL.width));
  const cardKey = contentKey('listings', card, String(CARD_WIDTH));
  await Promise.all([storage.put(fullKey, full, 'image/webp'), storage.put(cardKey, card, 'image/webp')]);
  return { cardKey, fullKey, ...FULL };
}

/** A round-ish avatar with initials on a colour; returns its storage key. */
export async function storeAvatar(storage: FileStorage, initials: string, hue: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<rect width="256" height="256" fill="hsl(${hue},65%,45%)"/>
<text x="128" y="160" font-family="DejaVu Sans, sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 1 }).toBuffer();
  const key = contentKey('avatars', bytes, '256');
  await storage.put(key, bytes, 'image/webp');
  return key;
}
