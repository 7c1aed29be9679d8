import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { buildSupportMailto } from '../lib/support-mailto';

/** Contact Us: subject and message required, e-mail optional; opens the mail client (no server call). */
export function ContactDialog() {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      toast.error('Missing Information', { description: 'Please fill in both subject and message fields' });
      return;
    }
    window.location.href = buildSupportMailto({ subject, message, email });
    toast.success('Email Client Opened', { description: 'Your message is ready to send from your e-mail app.' });
    setOpen(false);
    setSubject('');
    setMessage('');
    setEmail('');
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Mail aria-hidden="true" />
          Contact Us
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>Tell us what's going on and we'll get back to you by e-mail.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Subject">
            <Input value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={150} />
          </FormField>
          <FormField label="Message">
            <Textarea rows={5} value={message} onChange={(event) => setMessage(event.target.value)} maxLength={3000} />
          </FormField>
          <FormField label="Your e-mail (optional)" hint="So we can reply somewhere other than the address you send from.">
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Open Email</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
