import type { MailBrand, MailContent } from './content.ts';
import type { ContactMailData } from './data.ts';

/**
 * To the address typed into the contact form: we have a message, and how to reach us. Fixed text
 * with the shop's own details only. Whoever fills in the form chooses the address, so echoing any
 * of what they typed (name, subject, message) would let anyone send their words to anyone under
 * the shop's name (issue #24).
 */
export function contactAckMail(brand: MailBrand): MailContent {
  return {
    subject: `We received your message`,
    preheader: "We'll get back to you within 24 hours.",
    heading: 'Thank you for writing to us',
    paragraphs: [
      "We have received your message. We'll get back to you within 24 hours.",
      'If it is urgent, call us or visit the showroom.',
    ],
    facts: [
      { label: 'Phone', value: brand.phone },
      { label: 'E-mail', value: brand.email },
      { label: 'Showroom', value: brand.address },
      { label: 'Hours', value: brand.hours },
    ],
    note: 'You get this mail because this address was entered in the contact form on our site. If that was not you, ignore it: nothing else happens.',
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
