import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSafeAttachmentUrl } from '../../../domain/messaging';
import { jpegWithGps, testImage } from '../../test/listing-helpers';
import { useTestApp } from '../../test/test-app';
import { advance, conversationSetup, get, messageForm, messagesOf, sendForm, signedInUser, storedMessageFiles } from './test-support';
import { compoundFile, docxFile, executableFile, htmlFile, htmlGifPolyglot, mp4File, pdfFile, svgFile, zipOf } from './test-files';

describe('message attachments', () => {
  const ctx = useTestApp();
  beforeAll(() => ctx().clock.set(new Date('2030-03-01T09:00:00Z')));

  it('re-encodes an image without its metadata and serves it only to the two parties', async () => {
    const t = ctx();
    const { renter, owner, conversationId } = await conversationSetup(t);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await sendForm(t, renter, conversationId, messageForm('The scratch', { name: 'IMG_0001.JPG', bytes: original, type: 'image/jpeg' }));
    expect(response.statusCode).toBe(201);
    const { message, rate_limit } = response.json();
    expect(rate_limit).toEqual({ messages_remaining: 9, uploads_remaining: 4 });
    expect(message).toMatchObject({ content: 'The scratch', attachment: { kind: 'image', name: 'IMG_0001.jpg', mime: 'image/jpeg', url: `/api/messages/${message.id}/attachment` } });
    expect(isSafeAttachmentUrl(message.attachment.url)).toBe(true);
    const [row] = await messagesOf(t, conversationId);
    expect(row).toMatchObject({ photoUrl: message.attachment.url, fileUrl: null, videoUrl: null });
    expect(row!.attachmentKey).toMatch(/^messages\/[0-9a-f]{32}\.jpg$/);

    for (const party of [renter, owner]) {
      const file = await get(t, message.attachment.url, party);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="IMG_0001.jpg"/);
      expect(file.headers['cache-control']).toBe('no-store');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      // Turned upright by its EXIF orientation (6: 90°), so 640×480 is stored as 480×640.
      expect([meta.width, meta.height]).toEqual([480, 640]);
      expect(message.attachment.size).toBe(file.rawPayload.length);
    }
    const stranger = await signedInUser(t);
    const denied = await get(t, message.attachment.url, stranger);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe('Attachment not found');
    expect((await get(t, message.attachment.url, undefined)).statusCode).toBe(401);
    // No public URL: the media route refuses the private folder even with the exact key.
    expect((await get(t, `/media/${row!.attachmentKey}`, renter)).statusCode).toBe(404);
    expect((await get(t, `/media/${row!.attachmentKey}`, undefined)).statusCode).toBe(404);
    expect((await get(t, `/api/messages/${crypto.randomUUID()}/attachment`, renter)).statusCode).toBe(404);
    // Shown in the list as a photo.
    const [listed] = (await get(t, '/api/conversations', owner)).json().conversations;
    expect(listed.last_message).toMatchObject({ kind: 'photo', text: 'The scratch' });
  });

  it('keeps PNG, GIF and WebP images in their format', async () => {
    const t = ctx();
    const { renter, conversationId } = await conversationSetup(t);
    for (const format of ['png', 'gif', 'webp'] as const) {
      const bytes = await testImage({ width: 60, height: 40, format });
      const response = await sendForm(t, renter, conversationId, messageForm(undefined, { name: `pic.${format}`, bytes }));
      expect(response.statusCode, format).toBe(201);
      expect(response.json().message).toMatchObject({ content: '', attachment: { kind: 'image', mime: `image/${format}`, name: `pic.${format}` } });
      const served = await get(t, response.json().message.attachment.url, renter);
      expect((await sharp(served.rawPayload).metadata()).format).toBe(format);
    }
  });

  it('stores PDF, DOCX, DOC and MP4 as sent; documents download with nosniff', async () => {
    const t = ctx();
    const { renter, owner, conversationId } = await conversationSetup(t);
    const files = [
      { name: 'agreement.pdf', bytes: pdfFile(), mime: 'application/pdf', kind: 'file', disposition: 'attachment' },
      { name: 'agreement.docx', bytes: docxFile(), mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kind: 'file', disposition: 'attachment' },
      { name: 'old agreement.doc', bytes: compoundFile('WordDocument'), mime: 'application/msword', kind: 'file', disposition: 'attachment' },
      { name: 'walkaround.mp4', bytes: mp4File(), mime: 'video/mp4', kind: 'video', disposition: 'inline' },
    ];
    for (const file of files) {
      const response = await sendForm(t, renter, conversationId, messageForm(undefined, { name: file.name, bytes: file.bytes }));
      expect(response.statusCode, file.name).toBe(201);
      const { attachment } = response.json().message;
      expect(attachment).toMatchObject({ kind: file.kind, mime: file.mime, name: file.name, size: file.bytes.length });
      const served = await get(t, attachment.url, owner);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(file.mime);
      expect(served.headers['content-disposition']).toMatch(new RegExp(`^${file.disposition}; filename="${file.name}"`));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.rawPayload, file.bytes)).toBe(0);
      advance(t, 61_000);
    }
    const rows = await messagesOf(t, conversationId);
    expect(rows.map((row) => [row.fileUrl !== null, row.videoUrl !== null])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
    ]);
    const [listed] = (await get(t, '/api/conversations', owner)).json().conversations;
    expect(listed.last_message).toMatchObject({ kind: 'video', text: '' });
  });

  it('a file name cannot break the download header', async () => {
    const t = ctx();
    const { renter, conversationId } = await conversationSetup(t);
    const response = await sendForm(t, renter, conversationId, messageForm(undefined, { name: '../../etc/"quoted"\r\nX-Evil: 1 חוזה.pdf', bytes: pdfFile() }));
    expect(response.statusCode).toBe(201);
    const { attachment } = response.json().message;
    // No folders, no control characters (browsers percent-encode quotes and line breaks in multipart names).
    expect(attachment.name).not.toMatch(/[/\\\r\n]/);
    expect(attachment.name.endsWith('X-Evil: 1 חוזה.pdf')).toBe(true);
    const served = await get(t, attachment.url, renter);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-evil']).toBeUndefined();
    const ascii = attachment.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
  });

  it('refuses SVG, HTML, HTML/GIF polyglots, executables renamed .pdf, other containers and 11 MB files: clear error, nothing stored', async () => {
    const t = ctx();
    const { renter, conversationId } = await conversationSetup(t);
    const filesBefore = storedMessageFiles(t).length;
    const cases = [
      { name: 'invoice.pdf', bytes: executableFile(), type: 'application/pdf', status: 400, message: /^invoice\.pdf is not a supported file/ },
      { name: 'cat.gif', bytes: htmlGifPolyglot(), type: 'image/gif', status: 400, message: /^cat\.gif is not a supported file/ },
      { name: 'logo.svg', bytes: svgFile(), type: 'image/svg+xml', status: 400, message: /^logo\.svg is not a supported file/ },
      { name: 'logo.png', bytes: svgFile(), type: 'image/png', status: 400, message: /^logo\.png is not a supported file/ },
      { name: 'page.jpg', bytes: htmlFile(), type: 'image/jpeg', status: 400, message: /^page\.jpg is not a supported file/ },
      { name: 'setup.doc', bytes: compoundFile('SummaryInformation'), type: 'application/msword', status: 400, message: /^setup\.doc is not a supported file/ },
      { name: 'archive.docx', bytes: zipOf({ 'hello.txt': 'hi' }), type: 'application/zip', status: 400, message: /not a supported file/ },
      { name: 'broken.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), type: 'image/jpeg', status: 400, message: /broken\.jpg could not be read as an image|not a supported file/ },
      { name: 'huge.pdf', bytes: Buffer.concat([pdfFile(), Buffer.alloc(11 * 1024 * 1024)]), type: 'application/pdf', status: 413, message: 'huge.pdf is larger than 10 MB.' },
    ];
    for (const file of cases) {
      const response = await sendForm(t, renter, conversationId, messageForm('see attached', file));
      expect(response.statusCode, file.name).toBe(file.status);
      const { error } = response.json();
      if (typeof file.message === 'string') expect(error.message).toBe(file.message);
      else expect(error.message).toMatch(file.message);
      // Six uploads per five minutes would trip the limit: this test is about types.
      advance(t, 61_000);
    }
    expect(await messagesOf(t, conversationId)).toHaveLength(0);
    expect(storedMessageFiles(t)).toHaveLength(filesBefore);
  });

  it('refuses a second file, a file under another field name and a file for a stranger’s conversation', async () => {
    const t = ctx();
    const { renter, conversationId } = await conversationSetup(t);
    const two = messageForm('two', { name: 'a.pdf', bytes: pdfFile() });
    two.append('file', new Blob([new Uint8Array(pdfFile())]), 'b.pdf');
    const second = await sendForm(t, renter, conversationId, two);
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe('Attach one file per message.');
    const otherField = await sendForm(t, renter, conversationId, messageForm('x', { name: 'a.pdf', bytes: pdfFile(), field: 'photos' }));
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().error.message).toMatch(/Unexpected field "photos"/);
    const stranger = await signedInUser(t);
    const forStranger = await sendForm(t, stranger, conversationId, messageForm('x', { name: 'a.pdf', bytes: pdfFile() }));
    expect(forStranger.statusCode).toBe(404);
    expect(await messagesOf(t, conversationId)).toHaveLength(0);
  });
});
