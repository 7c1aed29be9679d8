import { cn } from '../../../lib/cn';
import { type BreakdownInput, priceLines } from '../lib/price-lines';

/** Daily price × days, the weekly or monthly discount when one applies, and the total. */
export function PriceBreakdown({ breakdown, totalLabel = 'Total', className }: { breakdown: BreakdownInput; totalLabel?: string; className?: string }) {
  const { lines, total } = priceLines(breakdown);
  return (
    <dl className={cn('space-y-2 text-sm', className)} aria-label="Price breakdown">
      {lines.map((line) => (
        <div key={line.label} className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-600">{line.label}</dt>
          <dd className={cn('tabular-nums', line.kind === 'discount' ? 'font-medium text-emerald-700' : 'text-slate-900')}>{line.amount}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
        <dt className="font-semibold text-slate-900">{totalLabel}</dt>
        <dd className="text-lg font-bold tabular-nums text-slate-900">{total}</dd>
      </div>
    </dl>
  );
}
