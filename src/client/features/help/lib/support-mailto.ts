import { SUPPORT_EMAIL } from '../faq';

/** A mailto: link with subject and body prefilled (the optional reply address goes into the body). */
export function buildSupportMailto({ subject, message, email }: { subject: string; message: string; email?: string }): string {
  const lines = [message.trim()];
  if (email?.trim()) lines.push('', `Reply to: ${email.trim()}`);
  const params = `subject=${encodeURIComponent(subject.trim())}&body=${encodeURIComponent(lines.join('\n'))}`;
  return `mailto:${SUPPORT_EMAIL}?${params}`;
}
