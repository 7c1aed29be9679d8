type StorageKind = 'sessionStorage' | 'localStorage';

/** Web storage that never throws (private mode, disabled storage, quota): unavailable storage remembers nothing. */
function safeStorage(kind: StorageKind) {
  return {
    get(key: string): string | null {
      try {
        return window[kind].getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        window[kind].setItem(key, value);
      } catch {
        // Storage unavailable: the feature degrades to "no remembered value".
      }
    },
    remove(key: string): void {
      try {
        window[kind].removeItem(key);
      } catch {
        // see above
      }
    },
  };
}

/** This tab, until it closes. */
export const safeSessionStorage = safeStorage('sessionStorage');
/** This browser, across tabs and sign-ins. */
export const safeLocalStorage = safeStorage('localStorage');

/** Only same-site app paths may be remembered: "/x", never "//evil.example" or "https://…". */
export function isSafeAppPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
