import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageTexts } from '../../../domain/images';
import { avatarUrl } from '../../../domain/profile';
import { profiles } from '../../db/schema';
import { testImage } from '../../test/listing-helpers';
import { createSignedInUser } from '../../test/session-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { avatarTexts } from './avatar';

describe('POST /api/me/profile/photo', () => {
  const ctx = useTestApp();
  const upload = (cookie: string | undefined, file?: { name: string; bytes: Buffer; type?: string }, field = 'photo', origin = TEST_ORIGIN) => {
    const form = new FormData();
    if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
    else form.append('note', 'no file');
    return ctx().app.inject({ method: 'POST', url: '/api/me/profile/photo', headers: { origin, ...(cookie ? { cookie } : {}) }, payload: form });
  };
  const photoOf = async (id: string) => (await ctx().db.select().from(profiles).where(eq(profiles.id, id)))[0]?.profilePhotoUrl;
  const storedFiles = (id: string) => {
    const dir = path.join(ctx().dataDir, 'media', id);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  it('stores two square sizes at {profile id}/avatar-…, saves the URL, and removes the previous photo', async () => {
    const user = await createSignedInUser(ctx().db);
    const first = await upload(user.cookie, { name: 'crop.jpg', bytes: await testImage({ width: 600, height: 600, color: '#224466' }) });
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().profile_photo_url as string;
    expect(firstUrl).toMatch(new RegExp(`^/media/${user.id}/avatar-[0-9a-f]{32}-320\\.webp$`));
    expect(await photoOf(user.id)).toBe(firstUrl);
    expect(storedFiles(user.id)).toHaveLength(2);
    expect(avatarUrl(firstUrl, 'small')).toBe(firstUrl.replace('-320.webp', '-96.webp'));

    const second = await upload(user.cookie, { name: 'new.png', bytes: await testImage({ width: 500, height: 500, format: 'png', color: '#aa2200' }), type: 'image/png' });
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json().profile_photo_url as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(storedFiles(user.id)).toEqual(
      [path.basename(secondUrl), path.basename(secondUrl).replace('-320.webp', '-96.webp')].sort(),
    );
    expect((await ctx().app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('refuses a non-image, an SVG, an empty crop, an 11 MB file and a missing file, changing nothing', async () => {
    const user = await createSignedInUser(ctx().db);
    const ok = await upload(user.cookie, { name: 'crop.jpg', bytes: await testImage({ width: 300, height: 300 }) });
    const saved = ok.json().profile_photo_url as string;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const eleven = Buffer.alloc(11 * 1024 * 1024, 0x20);
    eleven.set([0xff, 0xd8, 0xff], 0);
    const cases: [Parameters<typeof upload>[1], number, string][] = [
      [{ name: 'notes.jpg', bytes: Buffer.from('just some text, not a picture') }, 400, imageTexts.notAnImage('notes.jpg')],
      [{ name: 'logo.svg', bytes: svg, type: 'image/svg+xml' }, 400, imageTexts.notAnImage('logo.svg')],
      [{ name: 'empty.jpg', bytes: Buffer.alloc(0) }, 400, imageTexts.notAnImage('empty.jpg')],
      [{ name: 'truncated.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) }, 400, imageTexts.notAnImage('truncated.jpg')],
      [{ name: 'huge.jpg', bytes: eleven }, 413, imageTexts.tooLarge('huge.jpg')],
      [undefined, 400, avatarTexts.notMultipart],
    ];
    for (const [file, status, message] of cases) {
      const response = await upload(user.cookie, file);
      expect(response.statusCode, file?.name).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    const json = await ctx().app.inject({ method: 'POST', url: '/api/me/profile/photo', headers: { origin: TEST_ORIGIN, cookie: user.cookie }, payload: { photo: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(avatarTexts.notMultipart);
    expect(await photoOf(user.id)).toBe(saved);
    expect(storedFiles(user.id)).toHaveLength(2);
  });

  it('needs a session and the right Origin', async () => {
    const user = await createSignedInUser(ctx().db);
    const image = { name: 'a.jpg', bytes: await testImage({ width: 100, height: 100 }) };
    expect((await upload(undefined, image)).statusCode).toBe(401);
    expect((await upload(user.cookie, image, 'photo', 'https://evil.example')).statusCode).toBe(403);
    expect(await photoOf(user.id)).toBeNull();
  });
});
