import type { MailBrand, MailContent } from './content.ts';
import type { RefundMailData } from './data.ts';
import { rupees } from './money.ts';

const facts = (refund: RefundMailData) => [
  { label: 'Order', value: `#${refund.orderNumber}` },
  { label: 'Refund', value: rupees(refund.amountPaise) },
  ...(refund.reason ? [{ label: 'Reason', value: refund.reason }] : []),
];

/** To the customer when a refund is sent to the gateway. */
export function refundIssuedMail(refund: RefundMailData, brand: MailBrand): MailContent {
  const amount = rupees(refund.amountPaise);
  return {
    subject: `Refund of ${amount} issued for order #${refund.orderNumber}`,
    preheader: 'It reaches your account in 5–7 working days.',
    heading: 'Your refund is on its way',
    paragraphs: [
      `Dear ${refund.customerName}, we have issued a refund of ${amount} for order #${refund.orderNumber}.`,
      'It reaches your account in 5–7 working days, to the card or account you paid with.',
    ],
    facts: facts(refund),
    action: { label: 'See your orders', url: `${brand.siteUrl}/profile` },
  };
}

/** To the customer when the gateway reports the refund done. */
export function refundProcessedMail(refund: RefundMailData, brand: MailBrand): MailContent {
  const amount = rupees(refund.amountPaise);
  return {
    subject: `Refund of ${amount} processed for order #${refund.orderNumber}`,
    preheader: 'Your bank has the money now.',
    heading: 'Your refund has been processed',
    paragraphs: [
      `Dear ${refund.customerName}, the refund of ${amount} for order #${refund.orderNumber} has been processed by the payment gateway.`,
      'Depending on your bank, it may take a few days to show on your statement.',
    ],
    facts: facts(refund),
    action: { label: 'See your orders', url: `${brand.siteUrl}/profile` },
  };
}
