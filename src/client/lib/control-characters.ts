import { hasControlCharacters, withoutControlCharacters } from '../../domain/text';

/** Input types whose text the server checks for control characters (a password is left exactly as typed). */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url']);

/**
 * Drops control characters (from a paste out of a PDF or a terminal, say) as they arrive, keeping the caret where it
 * was, so the server's "… must not contain control characters" is never the user's problem. Call it first in an
 * onChange handler: React and react-hook-form then read the cleaned value from the field.
 */
export function dropControlCharacters(field: HTMLInputElement | HTMLTextAreaElement): void {
  if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) return;
  // A password box shown as text (its eye button) is still a password: left as typed.
  if (field.dataset.keepAsTyped !== undefined) return;
  const value = field.value;
  if (!hasControlCharacters(value)) return;
  const caret = field.selectionEnd;
  field.value = withoutControlCharacters(value);
  if (caret === null || field.type === 'email') return; // e-mail fields have no selection API
  const kept = withoutControlCharacters(value.slice(0, caret)).length;
  field.setSelectionRange(kept, kept);
}
