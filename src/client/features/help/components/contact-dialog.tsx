import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isEmail } from '@domain/auth';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { SUPPORT_EMAIL } from '../faq';
import { buildSupportMailto } from '../lib/support-mailto';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, contactTexts as texts } from '../texts';

type Draft = { subject: string; message: string; email: string };
type Problems = Partial<Record<keyof Draft, string>>;

const emptyDraft: Draft = { subject: '', message: '', email: '' };
/** The counter shows once the message is this close to its limit (the box stops taking text there). */
const COUNTER_FROM = CONTACT_MESSAGE_MAX - 500;

/** What stops the mail from being written, per field; an e-mail is optional but must be one when given. */
export function contactProblems(draft: Draft): Problems {
  const problems: Problems = {};
  if (!draft.subject.trim()) problems.subject = texts.subjectRequired;
  if (!draft.message.trim()) problems.message = texts.messageRequired;
  if (draft.email.trim() && !isEmail(draft.email)) problems.email = texts.emailInvalid;
  return problems;
}

/**
 * Contact Us: subject and message required, e-mail optional; opens the mail client (no server call). The draft is
 * kept after that: the page cannot tell whether a mail app opened.
 */
export function ContactDialog() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [problems, setProblems] = useState<Problems>({});
  const edit = (field: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactProblems(draft);
    setProblems(found);
    if (found.subject || found.message) {
      toast.error(texts.missingTitle, { description: texts.missingDescription });
      return;
    }
    if (found.email) return;
    window.location.href = buildSupportMailto(draft);
    toast.success(texts.openedTitle, { description: texts.openedDescription(SUPPORT_EMAIL) });
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Mail aria-hidden="true" />
          {texts.title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={texts.subject} error={problems.subject}>
            <Input value={draft.subject} onChange={(event) => edit('subject', event.target.value)} maxLength={CONTACT_SUBJECT_MAX} />
          </FormField>
          <FormField
            label={texts.message}
            error={problems.message}
            {...(draft.message.length >= COUNTER_FROM ? { hint: texts.charactersLeft(CONTACT_MESSAGE_MAX - draft.message.length) } : {})}
          >
            <Textarea rows={5} value={draft.message} onChange={(event) => edit('message', event.target.value)} maxLength={CONTACT_MESSAGE_MAX} />
          </FormField>
          <FormField label={texts.email} hint={texts.emailHint} error={problems.email}>
            <Input type="email" autoComplete="email" value={draft.email} onChange={(event) => edit('email', event.target.value)} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {texts.cancel}
            </Button>
            <Button type="submit">{texts.submit}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
