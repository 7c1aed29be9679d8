import { copyWithTextarea } from '@/lib/copy-text';
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareEnv = {
  navigator: Pick<Navigator, 'share' | 'clipboard'> | undefined;
  document: Document | undefined;
};

function defaultEnv(): ShareEnv {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    document: typeof document === 'undefined' ? undefined : document,
  };
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && (error as { name: unknown }).name === 'AbortError';
}

/**
 * Spec §8 share: device share → clipboard → hidden text-area copy. A user cancelling the device share
 * is not an error ('cancelled'); 'failed' means the caller shows the Share this link toast.
 */
export async function shareLink(data: { url: string; title: string }, env: ShareEnv = defaultEnv()): Promise<ShareOutcome> {
  const nav = env.navigator;
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ url: data.url, title: data.title });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Not allowed here (no user activation, unsupported data): try the clipboard.
    }
  }
  if (nav?.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      // Permission denied or insecure context: the text-area fallback below.
    }
  }
  if (env.document && copyWithTextarea(data.url, env.document)) return 'copied';
  return 'failed';
}

export type ShareTarget = { name: string; href: string };

/** WhatsApp, Telegram, X, Facebook, LinkedIn and email links for the fallback toast. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}` },
  ];
}

export const shareTexts = {
  copiedTitle: 'Link copied!',
  copiedDescription: 'The link has been copied to your clipboard.',
  fallbackTitle: 'Share this link',
  whatsappPrompt: 'Would you like to share via WhatsApp?',
} as const;

export const SHARE_FALLBACK_TOAST_MS = 8000;
export const WHATSAPP_PROMPT_DELAY_MS = 1000;
