/** Where onboarding goes when answered: the page the user was heading to (same-site paths only), else /explore. */
export function afterOnboarding(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || next.startsWith('/onboarding')) return '/explore';
  return next;
}

/** /onboarding, remembering where to go afterwards. */
export function onboardingPath(next: string): string {
  return `/onboarding?next=${encodeURIComponent(afterOnboarding(next))}`;
}
