import { formatRupees, fromPaise } from '@sheesham/shared';
import { CircleCheckIcon, CircleXIcon, FlaskConicalIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { completeSandboxPayment } from '../api/complete-sandbox-payment';
import { sandboxOutcome } from './widget-outcomes';
import type { PaymentWidgetOptions, PaymentWidgetOutcome } from './widget-types';

type SandboxChoice = 'success' | 'failure';

export const SANDBOX_TITLE = 'Sheesham Sandbox Payments';

/** Asks the server to settle the sandbox order; an unreachable server counts as a failure. */
async function settleSandboxPayment(
  orderId: string,
  choice: SandboxChoice,
): Promise<PaymentWidgetOutcome> {
  try {
    return sandboxOutcome(
      await completeSandboxPayment({ razorpay_order_id: orderId, outcome: choice }),
    );
  } catch (error) {
    return { outcome: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The sandbox gateway's stand-in for Razorpay's window: the shopper picks a successful or a
 * failed payment, and closing it counts as dismissing. It reports exactly one outcome.
 */
export function SandboxPaymentDialog({
  options,
  onSettled,
}: {
  options: PaymentWidgetOptions;
  onSettled: (outcome: PaymentWidgetOutcome) => void;
}) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState<SandboxChoice | null>(null);
  const amount = formatRupees(fromPaise(options.order.amount));

  const settle = (outcome: PaymentWidgetOutcome) => {
    setOpen(false);
    onSettled(outcome);
  };
  const choose = async (choice: SandboxChoice) => {
    setBusy(choice);
    settle(await settleSandboxPayment(options.order.id, choice));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) settle({ outcome: 'dismissed' });
      }}
    >
      <DialogContent
        className="max-w-md gap-0 overflow-hidden p-0 [&>button:last-child]:text-primary-foreground"
        aria-busy={busy !== null}
      >
        <div className="relative overflow-hidden bg-primary px-6 pt-6 pb-7 text-primary-foreground">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(212,160,23,0.35),transparent_65%)]"
          />
          <div className="relative flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-gold-light/20 ring-1 ring-gold-light/50">
              <ShieldCheckIcon className="size-5 text-gold-light" aria-hidden="true" />
            </span>
            <div>
              <DialogTitle className="text-lg leading-tight">{SANDBOX_TITLE}</DialogTitle>
              <DialogDescription className="text-primary-foreground/75">
                Test checkout for {options.storeName}
              </DialogDescription>
            </div>
          </div>
          <p className="relative mt-6 text-xs font-semibold tracking-[0.2em] text-gold-light uppercase">
            Amount to pay
          </p>
          <p className="relative font-serif text-4xl font-semibold" data-testid="sandbox-amount">
            {amount}
          </p>
        </div>

        <div className="space-y-5 px-6 py-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Order ID</dt>
            <dd className="font-mono text-xs leading-5 break-all" data-testid="sandbox-order-id">
              {options.order.id}
            </dd>
            <dt className="text-muted-foreground">Paying as</dt>
            <dd className="min-w-0 truncate">{options.prefill.email || options.prefill.name}</dd>
          </dl>

          <p className="flex gap-3 rounded-lg border border-gold/30 bg-accent px-4 py-3 text-sm text-accent-foreground">
            <FlaskConicalIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            <span>
              <strong className="font-semibold">Sandbox mode — no real money moves.</strong> Choose
              how this test payment should end.
            </span>
          </p>

          <div className="grid gap-3">
            <Button
              variant="gold"
              size="lg"
              disabled={busy !== null}
              onClick={() => void choose('success')}
            >
              {busy === 'success' ? (
                <Spinner className="text-current" />
              ) : (
                <CircleCheckIcon aria-hidden="true" />
              )}
              {busy === 'success' ? 'Processing...' : `Complete payment of ${amount}`}
            </Button>
            <Button
              variant="outline"
              size="lg"
              className="hover:border-destructive/40 hover:bg-destructive/5 hover:text-destructive"
              disabled={busy !== null}
              onClick={() => void choose('failure')}
            >
              {busy === 'failure' ? (
                <Spinner className="text-current" />
              ) : (
                <CircleXIcon aria-hidden="true" />
              )}
              {busy === 'failure' ? 'Processing...' : 'Simulate failed payment'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
