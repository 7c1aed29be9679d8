import { Toaster as Sonner } from 'sonner';

/** The toasts' live region is named apart from the app's Notifications panel. */
export const toasterTexts = { region: 'Status messages' };

/**
 * Spec §9: one toast at a time, 5000 ms, hotkey F8, max width 420 px.
 * Toasts sit at the bottom, where they cover no heading or top bar: in the corner beside the content from 768 px, and
 * across the screen just above the bottom navigation below it (`--toast-offset-bottom`, styles.css). Sonner's region
 * is a polite live region, present from the start, so screen readers announce every toast.
 */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      position="bottom-right"
      offset={{ bottom: 'var(--toast-offset-bottom)', right: 24 }}
      mobileOffset={{ bottom: 'var(--toast-offset-bottom)', left: 16, right: 16 }}
      containerAriaLabel={toasterTexts.region}
      richColors
      closeButton
      toastOptions={{ style: { maxWidth: 420 }, classNames: { closeButton: '!size-6' } }}
    />
  );
}
