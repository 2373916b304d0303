import type { App } from '../../src/app.ts';
import type { TestAccount } from './accounts.ts';

let sequence = 0;

/** A fresh Indian mobile number per call, so no test meets another's limits. */
export function freshMobile(): string {
  sequence++;
  return `+9197${String(Date.now() % 1_000_000).padStart(6, '0')}${String(sequence % 100).padStart(2, '0')}`;
}

export interface PhoneRequestOptions {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** POST /api/identity/phone-number/send-otp. */
export function requestCode(app: App, phoneNumber: string, options: PhoneRequestOptions = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/identity/phone-number/send-otp',
    payload: { phoneNumber },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: options.headers ?? {},
  });
}

/** POST /api/identity/phone-number/verify. */
export function enterCode(
  app: App,
  phoneNumber: string,
  code: string,
  options: PhoneRequestOptions & { addToAccount?: boolean } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/identity/phone-number/verify',
    payload: {
      phoneNumber,
      code,
      ...(options.addToAccount === undefined ? {} : { addToAccount: options.addToAccount }),
    },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: options.headers ?? {},
  });
}

/** The newest code sent to `phoneNumber`, read as staff read it: in the admin's SMS view. */
export async function codeFromSmsView(app: App, admin: TestAccount, phoneNumber: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/sms?limit=100',
    headers: admin.headers,
  });
  if (response.statusCode !== 200) throw new Error(`SMS view: ${response.statusCode}`);
  const messages = response.json() as { recipient: string; text: string }[];
  const text = messages.find((message) => message.recipient === phoneNumber)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code for ${phoneNumber} in the SMS view`);
  return code;
}

/** A code that is not `code` (its last digit turned). */
export function wrongCode(code: string): string {
  const last = Number(code.at(-1));
  return `${code.slice(0, -1)}${(last + 1) % 10}`;
}
