import { SITE_IMAGES } from '@sheesham/shared';
import { ArrowLeftIcon, ShieldCheckIcon, TruckIcon } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { IconList } from '@/components/icon-list';
import { PageImage } from '@/components/page-image';
import { Link } from '@/components/ui/link';
import { AuthLoading } from '@/features/auth/auth-loading';
import { clerkPublishableKey } from '@/features/auth/clerk/clerk-mode';
import { ClerkSignInPanel } from '@/features/auth/clerk/clerk-sign-in-panel';
import { type AuthTab, AuthTabs } from '@/features/auth/components/auth-tabs';
import { redirectReasonFrom, redirectTargetFrom } from '@/features/auth/redirect-target';
import { useSession } from '@/features/auth/session-context';
import { carryPendingAdd } from '@/features/cart/pending-add';
import { BrandLogo } from '../layout/brand-logo';

const picture = SITE_IMAGES.aboutStory;

const PROMISES = [
  { icon: TruckIcon, text: 'Free delivery and assembly within 50 km' },
  { icon: ShieldCheckIcon, text: 'Track and manage every order from your profile' },
];

/** The wide-screen half beside the forms: workshop photo, tagline and two promises. */
function BrandPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-primary lg:block">
      <PageImage
        image={picture}
        alt=""
        sizes="50vw"
        priority
        className="absolute inset-0 size-full object-cover opacity-45"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-primary via-primary/70 to-primary/20" />
      <div className="relative flex h-full flex-col justify-between p-12 text-primary-foreground">
        <BrandLogo tone="light" />
        <div className="max-w-md">
          <p className="font-serif text-4xl leading-tight font-semibold">
            Giving a new lease of life to the unwanted.
          </p>
          <IconList
            items={PROMISES}
            className="mt-8 space-y-3 text-primary-foreground/85"
            itemClassName="flex items-center gap-3"
            iconClassName="size-5 text-gold-light"
          />
        </div>
      </div>
    </aside>
  );
}

/**
 * /auth (SPEC §2): Sign In / Sign Up tabs on a page of its own, outside the shared layout.
 * Signed-in visitors, including someone who has just signed in here, go on to where they came
 * from (a guard's `state.from` or `?redirect=`, same-site paths only) or home.
 */
export function Component() {
  const { status } = useSession();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const initialTab: AuthTab = params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  const reason = redirectReasonFrom(location.state);

  if (status === 'signed-in') {
    // An Add to Cart that sent the shopper here goes back with them (features/cart/pending-add).
    const target = redirectTargetFrom(location.state, location.search);
    return <Navigate to={target} replace state={carryPendingAdd(location.state)} />;
  }

  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-2">
      <BrandPanel />
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-4">
          <span className="lg:hidden">
            <BrandLogo />
          </span>
          <Link
            to="/"
            className="ml-auto inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Back to shop
          </Link>
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-md">
            <h1 className="text-center font-serif text-3xl font-semibold text-primary sm:text-4xl">
              Your Sheesham account
            </h1>
            {reason ? (
              <p
                role="status"
                className="mt-4 mb-8 rounded-lg border border-gold/40 bg-gold/10 px-4 py-3 text-center font-medium text-primary"
              >
                {reason}
              </p>
            ) : (
              <p className="mt-3 mb-8 text-center text-muted-foreground">
                Sign in to add pieces to your cart, check out and follow your orders.
              </p>
            )}
            <div className="rounded-2xl border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
              {status === 'loading' ? (
                <AuthLoading className="min-h-64" />
              ) : clerkPublishableKey() ? (
                <ClerkSignInPanel />
              ) : (
                <AuthTabs initialTab={initialTab} />
              )}
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
