/** The last resort of the share and invite buttons: a hidden text area, selected and copied with execCommand. */
export function copyWithTextarea(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}


/** Clipboard first, then the text-area copy; false means the caller shows the text for the user to copy. */
export async function copyText(text: string, env: { navigator: Pick<Navigator, 'clipboard'> | undefined; document: Document | undefined } = defaultEnv()): Promise<boolean> {
  if (env.navigator?.clipboard && typeof env.navigator.clipboard.writeText === 'function') {
    try {
      await env.navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or insecure context: the text-area fallback below.
    }
  }
  return env.document ? copyWithTextarea(text, env.document) : false;
}

function defaultEnv() {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    document: typeof document === 'undefined' ? undefined : document,
  };
}
