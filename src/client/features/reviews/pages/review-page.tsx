import { ArrowLeft, CalendarClock, CheckCircle2, Clock, SearchX, Star } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { formatDay } from '@domain/format';
import { fullName, unnamedPerson } from '../../../../domain/person';
import { REVIEW_COMMENT_MAX, type ReviewStatus, reviewSubmissionProblem, reviewTexts, type SubmitReviewBody } from '../../../../domain/reviews';
import { Stars } from '@/components/listings/rating';
import { QueryState } from '@/components/query-state';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageState } from '@/components/ui/page-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/session/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReviewStatus, useSubmitReview } from '../api/review-status';
import { StarRatingInput } from '../components/star-rating-input';

/** Spec: after success the user goes back after 1 second. */
const BACK_AFTER_MS = 1000;

/** /review/:reservationId — the renter rates the listing and the owner, the owner rates the renter (spec §2 Review page). */
export function ReviewPage() {
  const { reservationId = '' } = useParams();
  const signedIn = useAuth().status === 'signed-in';
  const status = useReviewStatus(reservationId, signedIn);
  useDocumentTitle(reviewTexts.pageTitle);

  if (!signedIn || !status.isSuccess) {
    return (
      <QueryState
        query={status}
        signIn={{ signedIn, description: reviewTexts.signIn }}
        skeleton={<ReviewSkeleton />}
        errorTitle={reviewTexts.loadError}
        notFound={{ icon: SearchX, title: reviewTexts.notFound, description: reviewTexts.notFoundDescription, back: { to: '/my-reservations', label: reviewTexts.myReservations } }}
      />
    );
  }
  return <ReviewContent review={status.data} />;
}

/** Back (or to the reservation when the page was opened directly) one second after success; survives the form's unmount. */
function useGoBackSoon(reservationId: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (location.key !== 'default') void navigate(-1);
      else void navigate(`/reservation/${reservationId}`);
    }, BACK_AFTER_MS);
  };
}

function ReviewContent({ review }: { review: ReviewStatus }) {
  const goBackSoon = useGoBackSoon(review.reservation_id);
  const otherName = fullName(review.other_party, unnamedPerson.member);
  const reservationLink = (
    <Button asChild variant="outline">
      <Link to={`/reservation/${review.reservation_id}`}>{reviewTexts.viewReservation}</Link>
    </Button>
  );
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <Link
          to={`/reservation/${review.reservation_id}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {reviewTexts.viewReservation}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{reviewTexts.pageTitle}</h1>
      </div>

      <Card className="flex items-center gap-4 p-4">
        {review.listing.main_photo_url ? (
          <img src={review.listing.main_photo_url} alt="" className="size-16 shrink-0 rounded-xl object-cover" />
        ) : (
          <div className="size-16 shrink-0 rounded-xl bg-slate-100" aria-hidden="true" />
        )}
        <div className="min-w-0">
          <p className="line-clamp-2 font-semibold text-slate-900">
            <Link to={`/listing/${review.listing.listing_id}`} className="hover:underline">
              {review.listing.title}
            </Link>
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <UserAvatar person={review.other_party} className="size-6 text-xs" />
            <span className="truncate">{reviewTexts.with(otherName)}</span>
          </p>
        </div>
      </Card>

      {review.state === 'not_completed' ? (
        <PageState icon={CalendarClock} title={reviewTexts.notCompleted} action={reservationLink} />
      ) : review.state === 'ended' ? (
        <PageState icon={Clock} title={reviewTexts.periodEnded} description={reviewTexts.periodEndedDescription} action={reservationLink} />
      ) : review.state === 'submitted' ? (
        <SubmittedReview review={review} otherName={otherName} />
      ) : (
        <ReviewForm review={review} otherName={otherName} onSubmitted={goBackSoon} />
      )}
    </div>
  );
}

function ReviewForm({ review, otherName, onSubmitted }: { review: ReviewStatus; otherName: string; onSubmitted: () => void }) {
  const submit = useSubmitReview(review.reservation_id);
  const [listingRating, setListingRating] = useState(0);
  const [userRating, setUserRating] = useState(0);
  const [listingComment, setListingComment] = useState('');
  const [userComment, setUserComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const isOwner = review.role === 'owner';
  const body = (): SubmitReviewBody =>
    isOwner
      ? { user_rating: userRating || null, user_comment: userComment || null }
      : {
          listing_rating: listingRating || null,
          listing_comment: listingRating ? listingComment || null : null,
          user_rating: userRating || null,
          user_comment: userRating ? userComment || null : null,
        };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = reviewSubmissionProblem(review.role, body());
    setProblem(found);
    if (found) return;
    submit.mutate(body(), {
      onSuccess: () => {
        toast.success(reviewTexts.successTitle, { description: reviewTexts.successDescription });
        onSubmitted();
      },
    });
  };

  const done = submit.isSuccess;
  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {review.closes_on ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Clock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {reviewTexts.closesNote(formatDay(review.closes_on), otherName)}
          </p>
        ) : null}
        {!isOwner ? (
          <div className="space-y-3">
            <StarRatingInput label={reviewTexts.listingRatingLabel} value={listingRating} onChange={setListingRating} />
            {listingRating > 0 ? (
              <CommentField label={reviewTexts.listingCommentLabel} value={listingComment} onChange={setListingComment} />
            ) : null}
          </div>
        ) : null}
        <div className="space-y-3">
          <StarRatingInput
            label={isOwner ? reviewTexts.userRatingLabelOwner : reviewTexts.userRatingLabelRenter}
            value={userRating}
            onChange={setUserRating}
            required={isOwner}
          />
          {userRating > 0 || isOwner ? <CommentField label={reviewTexts.userCommentLabel} value={userComment} onChange={setUserComment} /> : null}
        </div>
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <Button type="submit" className="w-full sm:w-auto" pending={submit.isPending} disabled={done}>
          {done ? <CheckCircle2 aria-hidden="true" /> : <Star aria-hidden="true" />}
          {done ? reviewTexts.successTitle : reviewTexts.submit}
        </Button>
      </form>
    </Card>
  );
}

function CommentField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} rows={3} maxLength={REVIEW_COMMENT_MAX} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function SubmittedReview({ review, otherName }: { review: ReviewStatus; otherName: string }) {
  const mine = review.my_review;
  const published = Boolean(mine?.listing?.published_at ?? mine?.user?.published_at);
  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
            {reviewTexts.youReviewed}
          </h2>
          <span className={published ? 'rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700' : 'rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800'}>
            {published ? reviewTexts.published : reviewTexts.awaitingPublication}
          </span>
        </div>
        {!published && review.closes_on ? <p className="text-sm text-slate-600">{reviewTexts.submittedNote(otherName, formatDay(review.closes_on))}</p> : null}
        {mine?.listing ? <OwnReview title={reviewTexts.yourReviewOfListing} rating={mine.listing.rating} comment={mine.listing.comment} /> : null}
        {mine?.user ? <OwnReview title={reviewTexts.yourReviewOf(otherName)} rating={mine.user.rating} comment={mine.user.comment} /> : null}
      </Card>
      {review.their_review ? (
        <Card className="space-y-2 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{reviewTexts.theirReview(otherName)}</h2>
          <Stars rating={review.their_review.rating} />
          {review.their_review.comment ? <p className="whitespace-pre-line text-sm text-slate-700">{review.their_review.comment}</p> : null}
        </Card>
      ) : null}
    </div>
  );
}

function OwnReview({ title, rating, comment }: { title: string; rating: number; comment: string | null }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <Stars rating={rating} className="mt-1.5" />
      {comment ? <p className="mt-1.5 whitespace-pre-line text-sm text-slate-700">{comment}</p> : null}
    </div>
  );
}

function ReviewSkeleton() {
  return (
    <div className="mx-auto max-w-2xl space-y-6" aria-busy="true" aria-label="Loading review">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
