import { LogInIcon, LogOutIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Link } from '@/components/ui/link';
import { accountLabel } from '@/features/auth/account-label';
import { accountLinks } from '@/features/auth/account-links';
import { type AuthRedirectState, currentPath } from '@/features/auth/redirect-target';
import { useSession } from '@/features/auth/session-context';
import { useSignOut } from '@/features/auth/use-sign-out';

const ROW_CLASS =
  'flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent [&_svg]:size-5 [&_svg]:text-gold';

/** The mobile menu's account entries: the same as the header's menu, or a Sign In link. */
export function MobileAccountSection({ onNavigate }: { onNavigate: () => void }) {
  const { status, user } = useSession();
  const location = useLocation();
  const signOut = useSignOut();

  if (status === 'loading') return null;
  if (status === 'signed-out' || !user) {
    const state: AuthRedirectState = { from: currentPath(location) };
    return (
      <div className="border-t px-6 py-5">
        <ButtonLink to="/auth" state={state} onClick={onNavigate} size="full">
          <LogInIcon aria-hidden="true" />
          Sign In
        </ButtonLink>
      </div>
    );
  }
  return (
    <section aria-label="Account" className="border-t px-3 py-4">
      <p className="px-3 pb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        Hello, {accountLabel(user.name)}
      </p>
      <ul className="flex flex-col gap-1">
        {accountLinks(user).map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className={ROW_CLASS}>
              <link.icon aria-hidden="true" />
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={ROW_CLASS}
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            <LogOutIcon aria-hidden="true" />
            Sign Out
          </button>
        </li>
      </ul>
    </section>
  );
}
