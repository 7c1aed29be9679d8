import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useDocumentTitle } from '../../../lib/use-document-title';

export const LEGAL_LAST_UPDATED = '22 November 2026';

export function LegalDocument({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">Last updated {LEGAL_LAST_UPDATED}</p>
      </header>
      <Card className="space-y-7 p-6 text-[15px] leading-relaxed text-slate-700 sm:p-8 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-5">
        <div className="text-slate-700">{intro}</div>
        {children}
        <p className="border-t border-slate-200 pt-6 text-sm text-slate-500">
          Questions? See <Link to="/help" className="font-medium text-brand-700 hover:underline">Help &amp; FAQ</Link> or write to
          support@gearloop.app.
        </p>
      </Card>
    </article>
  );
}
