import type { MailBrand, MailContent } from './content.ts';
import type { ContactMailData } from './data.ts';

/** To the sender of the contact form: we have it, and when to expect an answer. */
export function contactAckMail(message: ContactMailData, brand: MailBrand): MailContent {
  return {
    subject: `We received your message: ${message.subject}`,
    preheader: 'We usually reply within one working day.',
    heading: `Thank you, ${message.name}`,
    paragraphs: [
      'We have received your message and usually reply within one working day.',
      `If it is urgent, call us on ${brand.phone}.`,
    ],
    quote: message.message,
    facts: [{ label: 'Subject', value: message.subject }],
    note: 'You get this mail because this address was entered in the contact form on our site.',
  };
}

/** To the staff address: a new message in the admin inbox. */
export function staffContactMail(message: ContactMailData, brand: MailBrand): MailContent {
  return {
    subject: `New contact message: ${message.subject}`,
    preheader: `From ${message.name} <${message.email}>`,
    heading: 'New contact message',
    paragraphs: [`${message.name} wrote through the contact form.`],
    quote: message.message,
    facts: [
      { label: 'Subject', value: message.subject },
      { label: 'From', value: message.name },
      { label: 'E-mail', value: message.email },
      { label: 'Phone', value: message.phone || 'not given' },
    ],
    action: { label: 'Open the inbox', url: `${brand.siteUrl}/admin/messages` },
  };
}
