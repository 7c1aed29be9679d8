import { charactersLeftText } from '@domain/format';

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 3000;

/** The Contact Us dialog's words (spec §2 Help: "Missing Information", "Email Client Opened"). */
export const contactTexts = {
  title: 'Contact Us',
  description: "Tell us what's going on and we'll get back to you by email.",
  subject: 'Subject',
  message: 'Message',
  email: 'Your email (optional)',
  emailHint: 'So we can reply somewhere other than the address you send from.',
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in both subject and message fields',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter a message',
  emailInvalid: 'Please enter a valid email address',
  openedTitle: 'Email Client Opened',
  /** The draft stays in the dialog: if no mail app opened, nothing typed is lost. */
  openedDescription: (address: string) => `Your message is ready to send from your email app. Nothing opened? Write to ${address} — your text is still in the form.`,
  charactersLeft: charactersLeftText,
  cancel: 'Cancel',
  submit: 'Open Email',
} as const;
