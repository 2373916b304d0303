import { CircleAlertIcon, UserRoundXIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/components/ui/toaster';
import { AddressBookSection } from '@/features/addresses/components/address-book-section';
import { ApiRequestError } from '@/lib/api-client';
import { useProfile } from '../api/profile';
import { OrderHistorySection } from './order-history-section';
import { ProfileCard } from './profile-card';

/** /profile (SPEC §2): the profile card beside the order history. */
export function ProfilePage() {
  const profile = useProfile();
  // 404: the account behind the session is gone.
  const gone = profile.error instanceof ApiRequestError && profile.error.status === 404;
  const failed = profile.isError && !gone;

  // SPEC §8 'Profile load': the notice below, and a toast once per failure.
  useEffect(() => {
    if (failed) notifyError('Error', 'Failed to load profile data.');
  }, [failed]);

  // Data first: a failed background refetch keeps showing the profile already loaded.
  if (profile.data) {
    return (
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_1fr] lg:items-start lg:py-12">
        <div className="lg:sticky lg:top-24">
          <ProfileCard profile={profile.data} />
        </div>
        <div className="grid min-w-0 gap-10">
          <AddressBookSection />
          <OrderHistorySection />
        </div>
      </div>
    );
  }
  if (profile.isPending) {
    return (
      <PageMessage>
        <Spinner className="size-6" />
        <span className="text-muted-foreground">Loading profile...</span>
      </PageMessage>
    );
  }
  return (
    <PageMessage alert>
      {gone ? (
        <UserRoundXIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      ) : (
        <CircleAlertIcon className="size-6 text-destructive" aria-hidden="true" />
      )}
      <span>{gone ? 'No user data found.' : 'Failed to load profile data.'}</span>
    </PageMessage>
  );
}

function PageMessage({ alert = false, children }: { alert?: boolean; children: ReactNode }) {
  return (
    <div
      role={alert ? 'alert' : 'status'}
      className="flex min-h-[50vh] items-center justify-center gap-3 px-4 text-center"
    >
      {children}
    </div>
  );
}
