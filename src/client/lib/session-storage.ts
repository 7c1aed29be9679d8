/** sessionStorage that never throws (private mode, disabled storage, quota). */
export const safeSessionStorage = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the feature degrades to "no remembered value".
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // see above
    }
  },
};

/** Only same-site app paths may be remembered: "/x", never "//evil.example" or "https://…". */
export function isSafeAppPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
