import { LogOutIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from '@/components/ui/link';
import { accountLinks } from '@/features/auth/account-links';
import type { SessionUser } from '@/features/auth/session-context';
import { useSignOut } from '@/features/auth/use-sign-out';
import { ACCOUNT_TRIGGER_CLASS, AccountTriggerFace } from './account-trigger-face';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4 [&_svg]:text-muted-foreground';

/** The account menu itself (Radix DropdownMenu), loaded and opened on the first click. */
export function AccountDropdown({ user, label }: { user: SessionUser; label: string }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger className={ACCOUNT_TRIGGER_CLASS}>
        <AccountTriggerFace label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border bg-card p-1.5 shadow-xl data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-2">
            <span className="block truncate text-sm font-semibold text-foreground">
              {user.name}
            </span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-border" />
          {accountLinks(user).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={ITEM_CLASS}>
              <Link to={link.to}>
                <link.icon aria-hidden="true" />
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-border" />
          <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => void signOut()}>
            <LogOutIcon aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
