/** What a shopper sends through the contact form (POST /api/contact). */
export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

/** Sends a contact message as the storefront's form does (same origin); answers the status. */
export async function sendContactMessage(baseUrl: string, message: ContactMessage) {
  const sent = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(message),
  });
  return sent.status;
}
