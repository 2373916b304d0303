import { RequireSignedIn } from '@/features/auth/require-signed-in';
import { ProfilePage } from '@/features/profile/components/profile-page';

/**
 * /profile, signed-in only. The guard sits in this lazy module rather than in router.tsx so it
 * adds nothing to the home page's JS budget.
 */
export function Component() {
  return (
    <RequireSignedIn reason="Please sign in to see your profile and orders">
      <ProfilePage />
    </RequireSignedIn>
  );
}
