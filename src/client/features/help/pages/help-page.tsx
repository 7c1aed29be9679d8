import { LifeBuoy } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactDialog } from '../components/contact-dialog';
import { faq, SUPPORT_EMAIL } from '../faq';

export function HelpPage() {
  useDocumentTitle('Help & FAQ');
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Help &amp; FAQ</h1>
        <p className="mt-2 text-slate-600">Answers to the questions renters and owners ask most.</p>
      </header>
      <Card className="px-5 sm:px-6">
        {/* The questions are h3 (accordion headers) under this h2. */}
        <h2 className="sr-only">Frequently asked questions</h2>
        <Accordion type="single" collapsible>
          {faq.map((item, index) => (
            <AccordionItem key={item.question} value={`q${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Card>
      <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <LifeBuoy className="size-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="text-lg font-semibold text-slate-900">Still need help?</h2>
          <p className="text-sm text-slate-600">
            Write to us and we'll answer within one working day, or email{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 hover:underline">
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </div>
        <ContactDialog />
      </Card>
    </div>
  );
}
