import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { PhotoItem } from '../components/photo-picker';
import { checkPhotoFiles, moveItem } from './photo-files';

/** A photo of the form: one the listing already has, or a picked file not sent yet. */
export type DraftPhoto = PhotoItem & ({ kind: 'saved'; id: string } | { kind: 'new'; file: File });

export const photoDraftTexts = { notAdded: 'Some files were not added' } as const;

let sequence = 0;

/**
 * The form's photos until Save (create and edit alike): picked files are checked by their bytes and shown as
 * previews, removals and moves change only this list. Nothing reaches the server before the form is sent.
 */
export function usePhotoDraft(initial: () => DraftPhoto[]) {
  const [photos, setPhotos] = useState<DraftPhoto[]>(initial);
  const [checking, setChecking] = useState(false);
  const urls = useRef(new Set<string>());

  // Object URLs of previews are released when the form goes away.
  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  // The picker is disabled while files are checked, so `photos` is current when they are counted.
  const add = async (files: File[]) => {
    setChecking(true);
    try {
      const { accepted, problems } = await checkPhotoFiles(files, photos.length);
      if (problems.length) toast.error(photoDraftTexts.notAdded, { description: problems.join(' · ') });
      const added: DraftPhoto[] = accepted.map((file) => {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        sequence += 1;
        return { kind: 'new', key: `new-photo-${sequence}`, url, name: file.name, file };
      });
      if (added.length) setPhotos((current) => [...current, ...added]);
    } finally {
      setChecking(false);
    }
  };

  const remove = (key: string) => {
    setPhotos((current) => {
      const photo = current.find((item) => item.key === key);
      if (photo?.kind === 'new') {
        URL.revokeObjectURL(photo.url);
        urls.current.delete(photo.url);
      }
      return current.filter((item) => item.key !== key);
    });
  };

  const move = (from: number, to: number) => setPhotos((current) => moveItem(current, from, to));

  return { photos, checking, add: (files: File[]) => void add(files), remove, move };
}
