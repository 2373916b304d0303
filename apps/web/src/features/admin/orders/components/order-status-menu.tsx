import type { Order, OrderStatus } from '@sheesham/shared';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { returnFocusTo } from '@/lib/return-focus';
import { cn } from '@/lib/utils';
import { statusChoices } from '../admin-order-status';
import { useChangeOrderStatus } from '../use-change-order-status';
import { CancelOrderConfirm } from './cancel-order-confirm';

const ITEM_CLASS =
  'relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[state=checked]:font-semibold';

/**
 * 'Change status': the order's status and the next ones the shared transition table allows
 * (docs/decisions/013; SPEC §4's dropdown offered any status). Arrow keys only move through it;
 * a status is set on click or Enter, and Cancelled only after a confirm step, since it puts the
 * stock back. A native select would commit on every arrow key. A completed or cancelled order
 * has no next status: the button is disabled.
 */
export function OrderStatusMenu({
  order,
  align = 'end',
}: {
  order: Pick<Order, 'id' | 'number' | 'status'>;
  align?: 'start' | 'end';
}) {
  const { shown, change, pending } = useChangeOrderStatus(order);
  const [confirming, setConfirming] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const choices = statusChoices(order.status);
  const final = choices.length === 1;

  const choose = (status: OrderStatus) => {
    if (status === order.status) return;
    if (status === 'cancelled') setConfirming(true);
    else change(status);
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          ref={triggerRef}
          aria-label={`Change status of order #${order.number}`}
          aria-busy={pending || undefined}
          disabled={final}
          title={final ? 'No further status changes' : undefined}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'data-[state=open]:bg-accent',
          )}
        >
          Change status
          {pending ? (
            <Spinner className="size-4" />
          ) : (
            <ChevronDownIcon className="text-muted-foreground" aria-hidden="true" />
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align={align}
            sideOffset={6}
            // The confirm dialog takes focus; without it, focus goes back to this button.
            onCloseAutoFocus={(event) => confirming && event.preventDefault()}
            className="z-50 min-w-48 rounded-lg border bg-card p-1.5 shadow-xl data-[state=open]:animate-fade-in"
          >
            <DropdownMenu.Label className="px-3 pt-1 pb-1.5 text-xs font-medium text-muted-foreground">
              Order #{order.number}
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={shown}>
              {choices.map((choice) => (
                <DropdownMenu.RadioItem
                  key={choice.value}
                  value={choice.value}
                  className={ITEM_CLASS}
                  onSelect={() => choose(choice.value)}
                >
                  <DropdownMenu.ItemIndicator className="absolute left-2.5 flex items-center">
                    <CheckIcon className="size-4 text-gold" aria-hidden="true" />
                  </DropdownMenu.ItemIndicator>
                  {choice.label}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <CancelOrderConfirm
        number={order.number}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          change('cancelled');
        }}
        onCloseAutoFocus={returnFocusTo(triggerRef)}
      />
    </>
  );
}
