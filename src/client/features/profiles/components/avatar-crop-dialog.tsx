import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type MediaSize, type Point, type Size } from 'react-easy-crop';
import { profileTexts } from '../../../../domain/profile';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Slider } from '../../../components/ui/slider';
import { CROP_ASPECT, cropToJpeg, hasCropSize, initialCropArea, isArrowKey, loadImage, nudgeCrop, nudgeStep } from '../lib/crop-image';

/**
 * "Crop your profile photo" (spec §2): a circular crop on a square, starting at 90 % of the width, centred; arrow keys
 * nudge it by 1 px, with Shift by 10, with Alt by 100. Apply (disabled until the crop has a size) hands a JPEG at
 * quality 0.9 to `onApply`. This module — and react-easy-crop with it — is loaded only when the dialog opens.
 */
export default function AvatarCropDialog({
  src,
  pending,
  onApply,
  onCancel,
}: {
  src: string;
  pending: boolean;
  onApply: (jpeg: Blob) => void;
  onCancel: () => void;
}) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [encoding, setEncoding] = useState(false);
  const media = useRef<MediaSize | null>(null);
  const cropSize = useRef<Size | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadImage(src).then(
      (loaded) => !cancelled && setImage(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [src]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isArrowKey(event.key) || !media.current || !cropSize.current) return;
    // Our steps (1/10/100) instead of the cropper's own (1, Shift 0.2).
    event.preventDefault();
    event.stopPropagation();
    setCrop((current) => nudgeCrop(current, event.key, nudgeStep(event), media.current!, cropSize.current!, zoom));
  };

  const apply = async () => {
    if (!image || !hasCropSize(area)) return;
    setEncoding(true);
    try {
      onApply(await cropToJpeg(image, area));
    } finally {
      setEncoding(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{profileTexts.cropTitle}</DialogTitle>
          <DialogDescription>{profileTexts.cropDescription}</DialogDescription>
        </DialogHeader>
        <div
          className="relative h-72 w-full overflow-hidden rounded-lg bg-slate-900 sm:h-80"
          onKeyDownCapture={onKeyDownCapture}
          data-testid="avatar-cropper"
        >
          {failed ? (
            <p role="alert" className="flex h-full items-center justify-center p-4 text-center text-sm text-white">
              {profileTexts.photoNotImage}
            </p>
          ) : image ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={CROP_ASPECT}
              cropShape="round"
              showGrid={false}
              initialCroppedAreaPercentages={initialCropArea(image.naturalWidth, image.naturalHeight)}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_percentages, pixels) => setArea(pixels)}
              onMediaLoaded={(size) => (media.current = size)}
              onCropSizeChange={(size) => (cropSize.current = size)}
              cropperProps={{ 'aria-label': profileTexts.cropTitle } as React.HTMLAttributes<HTMLDivElement>}
            />
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-600">{profileTexts.cropZoom}</span>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={[zoom]}
            onValueChange={([value]) => setZoom(value ?? 1)}
            thumbLabels={[profileTexts.cropZoom]}
            valueText={(value) => `${Math.round(value * 100)} %`}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {profileTexts.cropCancel}
          </Button>
          <Button type="button" onClick={() => void apply()} disabled={!hasCropSize(area) || pending || encoding} pending={pending || encoding}>
            {pending ? profileTexts.photoUploading : profileTexts.cropApply}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
