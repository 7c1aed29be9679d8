import { describe, expect, it } from 'vitest';
import { acceptPhotoFiles, detectFileTypes } from './photo-files';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// The smallest PNG header file-type needs: signature + IHDR chunk start.
const pngBytes = new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]);

describe('photo files are checked by their bytes', () => {
  it('tells a real PNG from a text file named fake.jpg', async () => {
    const real = new File([pngBytes], 'real.png', { type: 'image/png' });
    const fake = new File(['just some text, not a picture'], 'fake.jpg', { type: 'image/jpeg' });
    expect(await detectFileTypes([real, fake])).toEqual(['image/png', null]);
  });

  it('refuses what is no image whatever its name, and images the server does not keep', () => {
    const files = [new File(['x'], 'fake.jpg', { type: 'image/jpeg' }), new File(['x'], 'scan.tif', { type: 'image/tiff' }), new File(['x'], 'ok.png')];
    const { accepted, problems } = acceptPhotoFiles(files, 0, [null, 'image/tiff', 'image/png']);
    expect(accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(problems).toEqual([
      'Images only: fake.jpg is not an image',
      'Images only: scan.tif is not a supported image (use JPEG, PNG, WebP, GIF or AVIF)',
    ]);
  });

  it('stops at 10 photos', () => {
    const files = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
    const { accepted, problems } = acceptPhotoFiles(files, 9, ['image/png', 'image/png']);
    expect(accepted.map((file) => file.name)).toEqual(['a.png']);
    expect(problems).toEqual(['A listing can have at most 10 photos']);
  });
});
