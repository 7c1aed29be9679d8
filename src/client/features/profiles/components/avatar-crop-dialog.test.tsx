import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileTexts } from '../../../../domain/profile';
import type * as CropImage from '../lib/crop-image';
import { CROP_JPEG_QUALITY, cropToJpeg, hasCropSize, initialCropArea, nudgeCrop, nudgeStep } from '../lib/crop-image';

type CropperStub = { onCropComplete?: (a: unknown, pixels: unknown) => void; cropShape: string; aspect: number; initialCroppedAreaPercentages: unknown };
const cropper: { props?: CropperStub } = {};

// The real cropper measures its container, which jsdom cannot: a stand-in reports the crop the test chooses.
vi.mock('react-easy-crop', () => ({
  default: (props: CropperStub) => {
    cropper.props = props;
    return <div data-testid="cropper" />;
  },
}));

vi.mock('../lib/crop-image', async (importOriginal) => {
  const actual = await importOriginal<typeof CropImage>();
  return {
    ...actual,
    loadImage: vi.fn(async () => ({ naturalWidth: 1000, naturalHeight: 800 }) as HTMLImageElement),
    cropToJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
  };
});

// The zoom slider (Radix) measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const { default: AvatarCropDialog } = await import('./avatar-crop-dialog');

afterEach(() => {
  cleanup();
  cropper.props = undefined;
});

describe('crop rules', () => {
  it('starts with a square of 90 % of the width, centred', () => {
    // 1000×800: 90 % of the width is 900 px, taller than the image, so the square is the full height (800 px).
    const area = initialCropArea(1000, 800);
    expect(area).toEqual({ x: 10, y: 0, width: 80, height: 100 });
    expect(initialCropArea(1000, 1000)).toEqual({ x: 5, y: 5, width: 90, height: 90 });
  });

  it('is limited by the height of a wide image and centred both ways', () => {
    const area = initialCropArea(2000, 500);
    expect(area.width).toBeCloseTo(25);
    expect(area.height).toBeCloseTo(100);
    expect(area.x).toBeCloseTo(37.5);
    expect(area.y).toBeCloseTo(0);
    const tall = initialCropArea(600, 1200);
    expect(tall.x).toBeCloseTo(5);
    expect(tall.y).toBeCloseTo(27.5);
    expect(tall.width).toBeCloseTo(90);
    expect(tall.height).toBeCloseTo(45);
  });

  it('nudges by 1, 10 and 100 px (arrow, Shift, Alt) and never past the image edge', () => {
    expect(nudgeStep({ shiftKey: false, altKey: false })).toBe(1);
    expect(nudgeStep({ shiftKey: true, altKey: false })).toBe(10);
    expect(nudgeStep({ shiftKey: false, altKey: true })).toBe(100);
    const media = { width: 400, height: 300 };
    const crop = { width: 200, height: 200 };
    expect(nudgeCrop({ x: 0, y: 0 }, 'ArrowRight', 1, media, crop, 1)).toEqual({ x: 1, y: 0 });
    expect(nudgeCrop({ x: 0, y: 0 }, 'ArrowUp', 10, media, crop, 1)).toEqual({ x: 0, y: -10 });
    expect(nudgeCrop({ x: 0, y: 0 }, 'ArrowLeft', 100, media, crop, 1)).toEqual({ x: -100, y: 0 });
    expect(nudgeCrop({ x: 90, y: 0 }, 'ArrowRight', 100, media, crop, 1)).toEqual({ x: 100, y: 0 });
    expect(nudgeCrop({ x: 0, y: 40 }, 'ArrowDown', 100, media, crop, 1)).toEqual({ x: 0, y: 50 });
    expect(nudgeCrop({ x: 3, y: 4 }, 'Enter', 100, media, crop, 1)).toEqual({ x: 3, y: 4 });
  });

  it('has a size only when both sides are at least a pixel', () => {
    expect(hasCropSize(null)).toBe(false);
    expect(hasCropSize({ x: 0, y: 0, width: 0, height: 0 })).toBe(false);
    expect(hasCropSize({ x: 0, y: 0, width: 120, height: 0.4 })).toBe(false);
    expect(hasCropSize({ x: 0, y: 0, width: 120, height: 120 })).toBe(true);
  });

  it('encodes the cropped square as a JPEG at quality 0.9', async () => {
    const { cropToJpeg: realCropToJpeg } = await vi.importActual<typeof CropImage>('../lib/crop-image');
    const drawImage = vi.fn();
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback, type?: string, quality?: number) {
        callback(new Blob([`${type}@${quality}:${this.width}x${this.height}`], { type }));
      });
    const image = {} as HTMLImageElement;
    const blob = await realCropToJpeg(image, { x: 10, y: 20, width: 300, height: 300 });
    expect(blob.type).toBe('image/jpeg');
    expect(await blob.text()).toBe(`image/jpeg@${CROP_JPEG_QUALITY}:300x300`);
    expect(CROP_JPEG_QUALITY).toBe(0.9);
    expect(drawImage).toHaveBeenCalledWith(image, 10, 20, 300, 300, 0, 0, 300, 300);
    await expect(realCropToJpeg(image, { x: 0, y: 0, width: 0, height: 0 })).rejects.toThrow('no size');
    getContext.mockRestore();
    toBlob.mockRestore();
    expect(cropToJpeg).not.toHaveBeenCalled();
  });
});

describe('AvatarCropDialog', () => {
  it('is a round square crop starting at 90 % width, and Apply waits for a crop with a size', async () => {
    const onApply = vi.fn();
    render(<AvatarCropDialog src="blob:photo" pending={false} onApply={onApply} onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: profileTexts.cropTitle })).toBeInTheDocument();
    await waitFor(() => expect(cropper.props).toBeDefined());
    expect(cropper.props).toMatchObject({ cropShape: 'round', aspect: 1, initialCroppedAreaPercentages: initialCropArea(1000, 800) });

    const apply = screen.getByRole('button', { name: profileTexts.cropApply });
    expect(apply).toBeDisabled();
    cropper.props!.onCropComplete!({}, { x: 0, y: 0, width: 0, height: 0 });
    await waitFor(() => expect(apply).toBeDisabled());

    cropper.props!.onCropComplete!({}, { x: 50, y: 0, width: 800, height: 800 });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(cropToJpeg).toHaveBeenCalledWith(expect.anything(), { x: 50, y: 0, width: 800, height: 800 });
    expect((onApply.mock.calls[0]![0] as Blob).type).toBe('image/jpeg');
  });

  it('cancels without applying', async () => {
    const onApply = vi.fn();
    const onCancel = vi.fn();
    render(<AvatarCropDialog src="blob:photo" pending={false} onApply={onApply} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: profileTexts.cropCancel }));
    expect(onCancel).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });
});
