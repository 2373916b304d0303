import type { AdminMailDetail } from '@sheesham/shared/admin-mail';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeSetAndPlainSofa } from '../helpers/order-fixtures.ts';
import { putStatus } from '../helpers/order-status.ts';
import { escapeRegExp } from '../helpers/reg-exp.ts';
import { useAdmin, useCustomer } from '../helpers/use-accounts.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

// Issue #24 item 1: a sofa bought as a Complete Set was mailed as the plain sofa at the set's
// price. Every order mail, customer's and staff's, HTML and text, names the set line as a set.

// No SMTP_URL: the worker holds every mail for the admin's Mail view, where they are read back.
const t = useTestApp({ mailWorker: { enabled: true, tuning: { pollMs: 3_600_000 } } });
const customer = useCustomer(t);
const admin = useAdmin(t);

const SOFA = 'Mehrangarh Sofa';
const SET_LINE = 'Mehrangarh Sofa (Complete Set)';
let orderId = '';
let orderNumber = 0;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

/** This order's mails of one kind, with their HTML and text parts. */
async function mailsOf(kind: string): Promise<AdminMailDetail[]> {
  await t.app.mailWorker?.idle();
  const list = (await get('/api/admin/mail?limit=100')).json() as { id: string; kind: string }[];
  const mails = await Promise.all(
    list
      .filter((m) => m.kind === kind)
      .map(async (m) => (await get(`/api/admin/mail/${m.id}`)).json()),
  );
  return (mails as AdminMailDetail[]).filter((m) => m.text.includes(`#${orderNumber}`));
}

beforeAll(async () => {
  ({ id: orderId, number: orderNumber } = await placeSetAndPlainSofa(t.app, t.db, customer, {
    name: SOFA,
    plainQuantity: 1,
  }));
});

describe('order mails of an order with a set line and a plain line of the same sofa', () => {
  it.each([
    ['the customer’s', 'order_placed'],
    ['the staff’s', 'staff_new_order'],
  ])(
    '%s mail names the set line as the set at the set price, the plain line plainly',
    async (_who, kind) => {
      const [mail, ...more] = await mailsOf(kind);
      expect(more).toEqual([]);
      if (!mail) throw new Error(`no ${kind} mail for order #${orderNumber}`);
      expect(mail.text).toContain(`1 × ${SET_LINE}: ₹62,999`);
      expect(mail.text).toContain(`1 × ${SOFA}: ₹38,999`);
      expect(mail.html).toMatch(
        new RegExp(`>${escapeRegExp(SET_LINE)}<br>.*?Qty 1</span></td>\\s*<td[^>]*>₹62,999<`),
      );
      expect(mail.html).toMatch(
        new RegExp(`>${escapeRegExp(SOFA)}<br>.*?Qty 1</span></td>\\s*<td[^>]*>₹38,999<`),
      );
    },
  );

  it('a status mail (cancelled) names it the same way', async () => {
    expect((await putStatus(t.app, admin, orderId, 'cancelled')).statusCode).toBe(200);
    const [mail] = await mailsOf('order_cancelled');
    if (!mail) throw new Error(`no cancelled mail for order #${orderNumber}`);
    expect(mail.text).toContain(`1 × ${SET_LINE}: ₹62,999`);
    expect(mail.html).toContain(`>${SET_LINE}<br>`);
  });
});
