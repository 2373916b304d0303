import { formatRupees, type Order } from '@sheesham/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { useCreateRefund } from '../api/create-refund';
import { RupeeAmountField, showMoneyFormError } from './rupee-amount-field';

type FieldErrors = Partial<Record<'amount' | 'reason', string>>;

/**
 * Refund part of a paid order (a damaged piece) with a reason. One Idempotency-Key per refund
 * meant: a retried submit after a lost answer refunds once; a new key after each success.
 */
export function RefundForm({ order, left }: { order: Order; left: number }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const refund = useCreateRefund();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = Number(amount);
    const local: FieldErrors = {};
    if (!amount.trim() || !Number.isFinite(rupees) || rupees <= 0) {
      local.amount = 'Enter an amount more than ₹0';
    } else if (rupees > left) local.amount = `At most ${formatRupees(left)} is left to refund`;
    if (!reason.trim()) local.reason = 'Reason is required';
    setErrors(local);
    if (local.amount || local.reason) return;
    refund.mutate(
      { orderId: order.id, body: { amount: rupees, reason: reason.trim() }, idempotencyKey: key },
      {
        onSuccess: () => {
          notify('Refund issued', `${formatRupees(rupees)} for order #${order.number}`);
          setAmount('');
          setReason('');
          setKey(crypto.randomUUID());
        },
        onError: (error) => showMoneyFormError(error, setErrors, 'Refund failed'),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Refund"
      className="grid gap-3 border-t pt-3 sm:grid-cols-[13rem_minmax(0,1fr)_auto] sm:items-start"
    >
      <RupeeAmountField
        id={`${id}-amount`}
        hint={`${formatRupees(left)} left`}
        error={errors.amount}
        max={left}
        value={amount}
        onChange={setAmount}
      />
      <FormField id={`${id}-reason`} label="Reason" error={errors.reason} required>
        <Input
          maxLength={200}
          placeholder="e.g. Damaged armrest"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={refund.isPending} className="sm:mt-[1.625rem]">
        {refund.isPending ? <Spinner className="size-4" /> : null}
        Refund
      </Button>
    </form>
  );
}
