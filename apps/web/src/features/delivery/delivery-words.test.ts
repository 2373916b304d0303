import type { DeliveryEstimate } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { estimateErrorText, promiseText } from './delivery-words';

const jaipur: DeliveryEstimate = {
  pincode: '302001',
  district: 'Jaipur',
  state: 'Rajasthan',
  state_code: '08',
  serviceable: true,
  charge: 0,
  earliest_date: '2026-12-05',
  assembly: true,
};

describe('the delivery promise', () => {
  it('reads as the issue words it, free or charged, with or without assembly', () => {
    expect(promiseText(jaipur)).toBe('Deliver to 302001: by Sat, 5 Dec · Free · Assembly included');
    expect(promiseText({ ...jaipur, pincode: '305001', charge: 1499, assembly: false })).toBe(
      'Deliver to 305001: by Sat, 5 Dec · ₹1,499 · Assembly not included',
    );
  });

  it('says when the shop does not deliver there yet', () => {
    expect(
      promiseText({ ...jaipur, pincode: '110001', serviceable: false, earliest_date: null }),
    ).toBe('Not deliverable to 110001 yet');
  });

  it("gives the server's words for an unknown pincode, and a retry text otherwise", () => {
    const unknown = new ApiRequestError(400, 'validation_error', 'x', {
      pincode: 'Unknown pincode. Please check it.',
    });
    expect(estimateErrorText(unknown)).toBe('Unknown pincode. Please check it.');
    expect(estimateErrorText(new Error('offline'))).toBe(
      'Could not check delivery right now. Please try again.',
    );
  });
});
