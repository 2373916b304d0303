import type { CashReceipt, Order } from '@sheesham/shared';
import { kolkataDay } from '@sheesham/shared/kolkata-calendar';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, clickAndSettle, typeInto, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { CashReceivedSection } from './cash-received-section';

afterEach(resetTestState);

const POST_KEY = 'POST /api/admin/orders/order-55/cash-received';

const due = anOrder({
  id: 'order-55',
  number: 1055,
  total_amount: 48_999,
  payment_method: 'cod',
  payment_status: 'pending',
  status: 'delivered',
  created_at: '2026-03-01T05:00:00.000Z',
});

const receipt: CashReceipt = {
  amount: 48_999,
  received_on: '2026-03-04',
  received_by: 'Ramesh, delivery van 2',
  reference: 'COD-0042',
  recorded_by: 'Asha Admin',
  recorded_at: '2026-03-04T12:30:00.000Z',
};

const section = () => document.querySelector('[data-testid="details-cash"]');
const field = (label: string) => {
  const labelEl = [...document.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  return document.getElementById(labelEl?.htmlFor ?? '') as HTMLInputElement;
};

async function openForm(order: Order = due) {
  render(<CashReceivedSection order={order} />);
  await clickAndSettle(buttonNamed('Cash received'));
}

describe('CashReceivedSection', () => {
  it('offers "Cash received" on a cash-on-delivery order still due, its total filled in', async () => {
    fakeApi({}, { session: ADMIN });
    await openForm();
    expect(field('Amount').value).toBe('48999');
    expect(field('Received on').value).toBe(kolkataDay(new Date()));
    expect(section()?.textContent).toContain('₹48,999 to collect on delivery');
  });

  it('checks the amount and who received it before sending, inline', async () => {
    const calls = fakeApi({}, { session: ADMIN });
    await openForm();
    typeInto(field('Amount'), '48000');
    await clickAndSettle(buttonNamed('Record cash received'));
    expect(section()?.textContent).toContain('Amount must equal the order total, ₹48,999');
    expect(section()?.textContent).toContain('Received by is required');
    expect(field('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('sends rupees, the day, the receiver and the reference, and says so', async () => {
    const calls = fakeApi(
      { [POST_KEY]: () => ({ status: 200, body: { ...due, payment_status: 'paid' } }) },
      { session: ADMIN },
    );
    await openForm();
    typeInto(field('Received by'), '  Ramesh, delivery van 2 ');
    typeInto(field('Reference'), 'COD-0042');
    await clickAndSettle(buttonNamed('Record cash received'));
    expect(calls.find((c) => c.key === POST_KEY)?.body).toEqual({
      amount: 48_999,
      received_on: kolkataDay(new Date()),
      received_by: 'Ramesh, delivery van 2',
      reference: 'COD-0042',
    });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Cash received',
        description: '₹48,999 for order #1055',
      }),
    );
  });

  it("shows the server's field error on its field", async () => {
    fakeApi(
      {
        [POST_KEY]: () => ({
          status: 400,
          body: {
            error: {
              code: 'validation_error',
              message: 'Date cannot be in the future',
              fields: { received_on: 'Date cannot be in the future' },
            },
          },
        }),
      },
      { session: ADMIN },
    );
    await openForm();
    typeInto(field('Received by'), 'Counter');
    await clickAndSettle(buttonNamed('Record cash received'));
    await waitFor(() => expect(field('Received on').getAttribute('aria-invalid')).toBe('true'));
    expect(section()?.textContent).toContain('Date cannot be in the future');
  });

  it('shows the recorded cash instead of the action once it is in', () => {
    fakeApi({}, { session: ADMIN });
    render(
      <CashReceivedSection order={{ ...due, payment_status: 'paid', cash_received: receipt }} />,
    );
    expect(section()?.textContent).toContain('₹48,999 in cash on 4 Mar 2026');
    expect(section()?.textContent).toContain('Ramesh, delivery van 2');
    expect(section()?.textContent).toContain('COD-0042');
    expect(section()?.textContent).toContain('Asha Admin');
    expect(section()?.querySelector('button')).toBeNull();
  });

  it('shows nothing for an order paid online, or cancelled before the cash came', () => {
    fakeApi({}, { session: ADMIN });
    render(<CashReceivedSection order={{ ...due, payment_method: 'gateway' }} />);
    expect(section()).toBeNull();
    render(<CashReceivedSection order={{ ...due, status: 'cancelled' }} />);
    expect(section()).toBeNull();
  });
});
