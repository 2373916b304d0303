import { SHOWROOM_PAYMENT_MODE_LABELS, SHOWROOM_PAYMENT_MODES } from '@sheesham/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { FieldErrors, NewOrderDraft } from '../draft';
import { ChoiceRow, FormSection } from './form-section';

type Payment = Pick<NewOrderDraft, 'payment' | 'mode' | 'reference'>;

/** Cash on delivery, or paid at the showroom by cash, card or UPI with its reference number. */
export function PaymentSection({
  value,
  onChange,
  errors,
}: {
  value: Payment;
  onChange: (patch: Partial<Payment>) => void;
  errors: FieldErrors;
}) {
  return (
    <FormSection title="Payment">
      <ChoiceRow
        label="Payment"
        idPrefix="payment"
        stacked
        value={value.payment}
        onChange={(payment) => onChange({ payment })}
        options={[
          { value: 'showroom', label: 'Paid at the showroom' },
          { value: 'cod', label: 'Cash on Delivery' },
        ]}
      />
      {value.payment === 'showroom' && (
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <FormField id="new-order-mode" label="Paid by" required>
            <NativeSelect
              value={value.mode}
              onChange={(e) => onChange({ mode: e.target.value as Payment['mode'] })}
            >
              {SHOWROOM_PAYMENT_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {SHOWROOM_PAYMENT_MODE_LABELS[mode]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="new-order-reference"
            label="Reference number"
            required
            error={errors['payment.reference']}
          >
            <Input
              value={value.reference}
              placeholder={value.mode === 'cash' ? 'Receipt number' : 'Transaction reference'}
              onChange={(e) => onChange({ reference: e.target.value })}
            />
          </FormField>
        </div>
      )}
    </FormSection>
  );
}
