import { ChevronDownIcon, UserRoundIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The account button's classes, shared by the plain trigger and the Radix one. */
export const ACCOUNT_TRIGGER_CLASS = cn(
  buttonVariants({ variant: 'outline', size: 'sm' }),
  'gap-1.5 pr-2 pl-1.5 data-[state=open]:bg-accent',
);

/** The header's account button face: avatar dot, first name, chevron. */
export function AccountTriggerFace({ label }: { label: string }) {
  return (
    <>
      <span className="flex size-6 items-center justify-center rounded-full bg-gold/15 text-gold">
        <UserRoundIcon className="size-3.5!" aria-hidden="true" />
      </span>
      <span className="max-w-[6.5rem] truncate sm:max-w-[9rem]">{label}</span>
      <ChevronDownIcon className="text-muted-foreground" aria-hidden="true" />
    </>
  );
}
