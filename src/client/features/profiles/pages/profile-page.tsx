import { CalendarDays, Mail, MapPin, Pencil, Phone, ShieldCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { profileTexts } from '../../../../domain/profile';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMonthYear } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '@/lib/session/auth-provider';
import { ProfileListingsSection, ProfileReviewsSection } from '../../listings';
import { usePublicProfile } from '../api/get-public-profile';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { InterestsCard } from '../components/interests-card';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { fullName, unnamedPerson } from '../../../../domain/person';
import { QueryState } from '@/components/query-state';


function ProfileSkeleton() {
  return (
    <Card className="p-6 sm:p-8" aria-busy="true" aria-label="Loading profile">
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <Skeleton className="size-24 rounded-full" />
        <div className="w-full space-y-3 sm:w-auto">
          <Skeleton className="mx-auto h-7 w-48 sm:mx-0" />
          <Skeleton className="mx-auto h-4 w-40 sm:mx-0" />
          <Skeleton className="mx-auto h-4 w-28 sm:mx-0" />
        </div>
      </div>
    </Card>
  );
}

/** /profile/:userId — the public profile header; the owner also sees private details and Edit Profile. */
export function ProfilePage() {
  const { userId = '' } = useParams();
  const auth = useAuth();
  const profile = usePublicProfile(userId);
  const [editing, setEditing] = useState(false);
  const isOwner = auth.status === 'signed-in' && auth.user.id === userId;
  useDocumentTitle(profile.data ? fullName(profile.data, unnamedPerson.member) : profile.isError ? profileTexts.userNotFound : 'Profile');

  if (!profile.isSuccess) {
    return (
      <QueryState
        query={profile}
        skeleton={<ProfileSkeleton />}
        errorTitle="Couldn't load this profile"
        notFound={{
          icon: UserX,
          title: profileTexts.userNotFound,
          description: "This member doesn't exist or has deleted their account.",
          back: { to: '/explore', label: 'Back to Explore' },
        }}
      />
    );
  }

  const person = profile.data;
  const own = isOwner ? auth.user : null;

  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <div className="h-24 bg-gradient-to-r from-brand-700 via-brand-600 to-brand-500 sm:h-32" aria-hidden="true" />
        <div className="px-6 pb-6 sm:px-8">
          <div className="-mt-12 flex flex-col items-center gap-4 text-center sm:-mt-14 sm:flex-row sm:items-end sm:text-start">
            <UserAvatar person={own ?? person} size="large" className="size-24 text-3xl ring-4 ring-white sm:size-28" />
            <div className="min-w-0 flex-1 sm:pb-1">
              <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900">{fullName(own ?? person, unnamedPerson.member)}</h1>
              <div className="mt-1.5 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-slate-600 sm:justify-start">
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  Member since {formatMonthYear(person.created_at_month)}
                </span>
                {person.location_city ? (
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin className="size-4" aria-hidden="true" />
                    {person.location_city}
                  </span>
                ) : null}
              </div>
              {person.email_verified || person.phone_verified ? (
                <div className="mt-2 flex flex-wrap items-center justify-center gap-2 sm:justify-start" aria-label="Verifications">
                  {person.email_verified ? <VerifiedBadge verified label="Email verified" /> : null}
                  {person.phone_verified ? <VerifiedBadge verified label="Phone verified" /> : null}
                </div>
              ) : null}
            </div>
            {isOwner ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit Profile
              </Button>
            ) : null}
          </div>
        </div>
      </Card>

      {own ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          <Card className="min-w-0 p-6 md:col-span-2">
            <h2 className="text-base font-semibold text-slate-900">About</h2>
            {own.bio?.trim() ? (
              <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700">{own.bio}</p>
            ) : (
              <p className="mt-2 text-sm text-slate-500">
                Add a short bio so renters and owners know who they're dealing with.{' '}
                <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => setEditing(true)}>
                  Add bio
                </button>
              </p>
            )}
          </Card>
          <Card className="min-w-0 p-6">
            <h2 className="text-base font-semibold text-slate-900">Private details</h2>
            <p className="mt-0.5 text-xs text-slate-500">Only you can see these.</p>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex items-start gap-2.5">
                <dt className="mt-0.5 shrink-0">
                  <Mail className="size-4 text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Email</span>
                </dt>
                <dd className="min-w-0 flex-1 truncate text-slate-800">{own.email}</dd>
              </div>
              <div className="flex items-start gap-2.5">
                <dt className="mt-0.5 shrink-0">
                  <Phone className="size-4 text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Phone</span>
                </dt>
                <dd className="text-slate-800">{own.phone || <span className="text-slate-500">No phone added</span>}</dd>
              </div>
              <div className="flex items-start gap-2.5">
                <dt className="mt-0.5 shrink-0">
                  <ShieldCheck className="size-4 text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Verification</span>
                </dt>
                <dd className="min-w-0 flex-1">
                  <span className="flex flex-wrap gap-1.5">
                    <VerifiedBadge verified={own.email_verified} label={own.email_verified ? 'Email verified' : 'Email not verified'} />
                    <VerifiedBadge verified={own.phone_verified} label={own.phone_verified ? 'Phone verified' : 'Phone not verified'} />
                  </span>
                  {own.email_verified && own.phone_verified ? null : (
                    <Link to="/verification" className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline">
                      Verify now
                    </Link>
                  )}
                </dd>
              </div>
              <div className="flex items-start gap-2.5">
                <dt className="mt-0.5 shrink-0">
                  <MapPin className="size-4 text-slate-400" aria-hidden="true" />
                  <span className="sr-only">Location</span>
                </dt>
                <dd className="text-slate-800">{own.location || <span className="text-slate-500">No location added</span>}</dd>
              </div>
            </dl>
          </Card>
          <div className="md:col-span-3">
            <InterestsCard user={own} />
          </div>
        </div>
      ) : null}

      <ProfileListingsSection userId={userId} firstName={person.first_name} />
      <ProfileReviewsSection userId={userId} />

      {isOwner ? <EditProfileDialog open={editing} onOpenChange={setEditing} /> : null}
    </div>
  );
}
