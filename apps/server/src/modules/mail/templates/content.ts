/**
 * A mail's content as plain text pieces. The renderer (render.ts) turns it into the HTML part
 * (escaping every piece) and the text part, so no template writes HTML by hand and user-supplied
 * text (names, addresses, messages) can never become markup.
 */
export interface MailContent {
  subject: string;
  /** The line mail apps show beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Order lines: name, quantity and the line's amount, already formatted. */
  lines?: { name: string; quantity: number; amount: string }[];
  /** Label/value rows under the lines (total, payment, address, …). */
  facts?: { label: string; value: string }[];
  /** A quoted block, e.g. the customer's message. */
  quote?: string;
  action?: { label: string; url: string };
  /** Small print above the shop's footer. */
  note?: string;
}

/** The shop as the footer shows it. */
export interface MailBrand {
  name: string;
  tagline: string;
  address: string;
  phone: string;
  email: string;
  /** Opening hours as the contact page shows them ("Mon-Sun 9 AM-9 PM"). */
  hours: string;
  siteUrl: string;
}
