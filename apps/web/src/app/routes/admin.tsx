import { AdminShell } from '@/features/admin/admin-shell';
import { RequireAdmin } from '@/features/auth/require-admin';

/** /admin (SPEC §2): admins only, outside the shared layout, so no footer. */
export function Component() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
