import { SLOT_MESSAGES } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { deliveryFormSchema, NO_SLOTS } from './checkout-form';

const details = {
  phone: '98290 12345',
  pincode: '302001',
  address: '14 Civil Lines, Jaipur',
  delivery_instructions: '',
};

describe('the checkout form’s delivery slot (decision 057)', () => {
  it('needs a day and slot', () => {
    const parsed = deliveryFormSchema.safeParse({ ...details, delivery_slot: null });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['delivery_slot', SLOT_MESSAGES.required],
    ]);
    const slot = { date: '2026-12-05', slot: 'morning' };
    expect(deliveryFormSchema.parse({ ...details, delivery_slot: slot }).delivery_slot).toEqual(
      slot,
    );
  });

  it('sends none when the shop has every slot switched off', () => {
    const parsed = deliveryFormSchema.parse({ ...details, delivery_slot: NO_SLOTS });
    expect(parsed.delivery_slot).toBeNull();
  });
});
