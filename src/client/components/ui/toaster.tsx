import { Toaster as Sonner } from 'sonner';

/** Spec §9: one toast at a time, 5000 ms, hotkey F8, max width 420 px. */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ style: { maxWidth: 420 } }}
    />
  );
}
