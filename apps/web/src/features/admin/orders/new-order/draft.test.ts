import { describe, expect, it } from 'vitest';
import { emptyDraft, toStaffOrderBody } from './draft';

describe('toStaffOrderBody', () => {
  const delivery = {
    ...emptyDraft(),
    fulfilment: 'delivery' as const,
    address: '3 Station Road, Ajmer',
    pincode: '305001',
  };

  it('sends a delivery’s picked day and slot (decision 057), and none until one is picked', () => {
    const slot = { date: '2026-12-05', slot: 'evening' as const };
    expect(toStaffOrderBody({ ...delivery, deliverySlot: slot }).delivery).toEqual({
      fulfilment: 'delivery',
      address: '3 Station Road, Ajmer',
      pincode: '305001',
      delivery_instructions: '',
      delivery_slot: slot,
    });
    expect(toStaffOrderBody(delivery).delivery).not.toHaveProperty('delivery_slot');
  });

  it('sends no slot for a collection, whatever the draft kept', () => {
    const body = toStaffOrderBody({
      ...emptyDraft(),
      deliverySlot: { date: '2026-12-05', slot: 'morning' },
    });
    expect(body.delivery).toEqual({ fulfilment: 'collect' });
  });
});
