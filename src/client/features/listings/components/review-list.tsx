import { MessageSquareText, Star } from 'lucide-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/avatar';
import { formatRelativeTime } from '../../../lib/format';
import { Stars } from '@/components/listings/rating';
import { fullName, type Person, unnamedPerson } from '../../../../domain/person';
import { reviewTexts } from '../../../../domain/reviews';
import { once } from '@domain/once';

export type ReviewItem = {
  id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  /** Null: not published yet (only its author receives it). */
  published_at?: string | null;
  /** e.g. "As owner" on a profile. */
  context?: string;
  reviewer: Person;
};

const dateFormat = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));

/** Review list: author avatar and name (linking to the profile), date, stars, optional comment. */
export function ReviewList({ reviews }: { reviews: readonly ReviewItem[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {reviews.map((review) => (
        <li key={review.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
          <Link to={`/profile/${review.reviewer.id}`} className="shrink-0 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600" tabIndex={-1} aria-hidden="true">
            <UserAvatar person={review.reviewer} className="size-10" />
          </Link>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link to={`/profile/${review.reviewer.id}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                {fullName(review.reviewer, unnamedPerson.member)}
              </Link>
              <time dateTime={review.created_at} title={dateFormat().format(new Date(review.created_at))} className="text-xs text-slate-500">
                {formatRelativeTime(review.created_at)}
              </time>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <Stars rating={review.rating} />
              {review.context ? <span className="text-xs text-slate-500">{review.context}</span> : null}
              {review.published_at === null ? (
                <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">{reviewTexts.awaitingPublication}</span>
              ) : null}
            </div>
            {review.comment?.trim() ? <p className="mt-1.5 whitespace-pre-line text-sm text-slate-700">{review.comment}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The empty state of a reviews section. */
export function ReviewsEmpty({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl bg-slate-50 px-4 py-8 text-center">
      <MessageSquareText className="size-8 text-slate-400" aria-hidden="true" />
      <p className="mt-2 font-semibold text-slate-900">{title}</p>
      <p className="mt-0.5 text-sm text-slate-600">{description}</p>
    </div>
  );
}

/** "As renter ★ 4.5 · 3 reviews" — a profile's averages by the role the member had. */
export function RoleAverages({ parts }: { parts: readonly { label: string; average_rating: number; review_count: number }[] }) {
  const shown = parts.filter((part) => part.review_count > 0);
  if (shown.length === 0) return null;
  return (
    <dl className="mb-4 grid gap-2 sm:grid-cols-2">
      {shown.map((part) => (
        <div key={part.label} className="rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{part.label}</dt>
          <dd className="mt-0.5 inline-flex items-center gap-1.5 text-sm">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span className="font-semibold text-slate-900">{part.average_rating.toFixed(1)}</span>
            <span className="text-slate-500">
              · {part.review_count} {part.review_count === 1 ? 'review' : 'reviews'}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Reviews" with the average to one decimal and the count, once there are reviews (spec §2). */
export function ReviewsHeader({ headingId, summary }: { headingId: string; summary: { average_rating: number; review_count: number } | undefined }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Reviews
      </h2>
      {summary && summary.review_count > 0 ? (
        <p className="inline-flex items-center gap-1.5 text-sm">
          <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden="true" />
          <span className="text-lg font-bold text-slate-900">{summary.average_rating.toFixed(1)}</span>
          <span className="text-slate-500">
            · {summary.review_count} {summary.review_count === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      ) : null}
    </div>
  );
}
