import { cashAmountError, cashDateError, formatRupees, type Order } from '@sheesham/shared';
import { kolkataDay } from '@sheesham/shared/kolkata-calendar';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { useRecordCashReceived } from '../api/record-cash-received';
import { RupeeAmountField, showMoneyFormError } from './rupee-amount-field';

type Field = 'amount' | 'received_on' | 'received_by' | 'reference';
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The cash collected for a cash-on-delivery order: its total (filled in), the day, who took it
 * and a slip number if any. The shared rules check it here first; the server decides again under
 * the order's lock, and its field errors show on the fields.
 */
export function CashReceivedForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const id = useId();
  const today = kolkataDay(new Date());
  const [amount, setAmount] = useState(String(order.total_amount));
  const [receivedOn, setReceivedOn] = useState(today);
  const [receivedBy, setReceivedBy] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useRecordCashReceived();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = Number(amount);
    const local: FieldErrors = {};
    if (!amount.trim() || !Number.isFinite(rupees)) local.amount = 'Amount must be a number';
    else {
      const wrong = cashAmountError(rupees, order.total_amount);
      if (wrong) local.amount = wrong;
    }
    if (!receivedOn) local.received_on = 'Date is required';
    else {
      const wrong = cashDateError(receivedOn, new Date(order.created_at), new Date());
      if (wrong) local.received_on = wrong;
    }
    if (!receivedBy.trim()) local.received_by = 'Received by is required';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    record.mutate(
      {
        orderId: order.id,
        body: {
          amount: rupees,
          received_on: receivedOn,
          received_by: receivedBy.trim(),
          reference: reference.trim(),
        },
      },
      {
        onSuccess: () => {
          notify('Cash received', `${formatRupees(rupees)} for order #${order.number}`);
          onDone();
        },
        onError: (error) => showMoneyFormError(error, setErrors, 'Failed to record the cash'),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Cash received"
      className="grid gap-3 border-t pt-3 sm:grid-cols-2"
    >
      <RupeeAmountField
        id={`${id}-amount`}
        hint="The order total"
        error={errors.amount}
        value={amount}
        onChange={setAmount}
      />
      <FormField id={`${id}-date`} label="Received on" error={errors.received_on} required>
        <Input
          type="date"
          min={kolkataDay(new Date(order.created_at))}
          max={today}
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-by`} label="Received by" error={errors.received_by} required>
        <Input
          maxLength={100}
          placeholder="e.g. Ramesh, delivery van 2"
          value={receivedBy}
          onChange={(event) => setReceivedBy(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-reference`} label="Reference" hint="Optional" error={errors.reference}>
        <Input
          maxLength={100}
          placeholder="e.g. COD slip number"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={record.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? <Spinner className="size-4" /> : null}
          Record cash received
        </Button>
      </div>
    </form>
  );
}
