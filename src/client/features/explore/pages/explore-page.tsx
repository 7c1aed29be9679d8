import { PackageSearch, Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageState } from '../../../components/ui/page-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../auth/auth-provider';

/** / and /explore. The feed arrives with the listings feature; until then, the honest empty state. */
export function ExplorePage() {
  const { pathname } = useLocation();
  const auth = useAuth();
  useDocumentTitle(pathname === '/' ? undefined : 'Explore');

  return (
    <div className="space-y-8">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-10 text-white shadow-sm sm:px-10 sm:py-14">
        <div aria-hidden="true" className="absolute -right-16 -top-16 size-64 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-24 right-24 size-56 rounded-full bg-teal-300/15" />
        <div className="relative max-w-xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Rent, try, buy</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Gear from people near you, by the day.</h1>
          <p className="mt-3 text-base text-brand-50/90">
            Cameras, bikes, camping kit and more — rent what you need, try before you buy, and earn from gear you're not using.
          </p>
          {auth.status === 'signed-out' ? (
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
                <Link to="/signup">Join Gearloop</Link>
              </Button>
              <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
                <Link to="/login">Log In</Link>
              </Button>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="near-you-heading" className="space-y-4">
        <h2 id="near-you-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Available Near You
        </h2>
        <PageState
          icon={PackageSearch}
          title="No gear found"
          description="Nothing is listed near you yet. Be the first — list something you own and start earning."
          action={
            auth.status === 'signed-in' ? null : (
              <Button asChild variant="outline">
                <Link to="/signup">
                  <Plus aria-hidden="true" />
                  Sign up to list your gear
                </Link>
              </Button>
            )
          }
        />
      </section>
    </div>
  );
}
