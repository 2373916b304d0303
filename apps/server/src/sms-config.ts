import { z } from 'zod';
import { SMS_PROVIDERS, type SmsSettings } from './modules/sms/index.ts';

/*
 * The SMS provider's settings (docs/decisions/056-sign-in-by-sms-code.md), read from the
 * environment with the rest of the configuration in config.ts. Chosen as the payment gateway is:
 * SMS_PROVIDER, or by default msg91 when its authkey is set and the sandbox otherwise.
 */

/** MSG91's API host; MSG91_API_BASE_URL's default. */
export const MSG91_API_HOST = 'https://control.msg91.com';
/** A call to MSG91 that has not answered by then fails (the shopper may ask again). */
export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

const token = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]+$/, `${name} must be letters and digits only`);

export const smsEnvShape = {
  SMS_PROVIDER: z
    .enum(SMS_PROVIDERS, { message: `must be ${SMS_PROVIDERS.join(' or ')}` })
    .optional(),
  MSG91_AUTH_KEY: token('MSG91_AUTH_KEY').optional(),
  MSG91_TEMPLATE_ID: token('MSG91_TEMPLATE_ID').optional(),
  MSG91_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{6}$/, 'must be the six-letter DLT sender id (header)')
    .transform((value) => value.toUpperCase())
    .optional(),
  // For a proxy, or the contract test's local MSG91 API.
  MSG91_API_BASE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(MSG91_API_HOST),
  SMS_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(60_000, 'must be at most 60000')
    .default(DEFAULT_SMS_TIMEOUT_MS),
};

type SmsEnv = z.output<z.ZodObject<typeof smsEnvShape>>;

const MSG91_KEYS = ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID', 'MSG91_SENDER_ID'] as const;

/** Problems config.ts reports with the others: MSG91 needs all three of its settings. */
export function smsEnvProblems(e: SmsEnv): { path: string; message: string }[] {
  const given = MSG91_KEYS.filter((key) => e[key]);
  const wantsMsg91 = e.SMS_PROVIDER === 'msg91' || (!e.SMS_PROVIDER && given.length > 0);
  if (!wantsMsg91 || given.length === MSG91_KEYS.length) return [];
  return MSG91_KEYS.filter((key) => !e[key]).map((key) => ({
    path: key,
    message: `is required for SMS by MSG91 (${MSG91_KEYS.join(', ')} go together)`,
  }));
}

export function smsSettings(e: SmsEnv): SmsSettings {
  const provider = e.SMS_PROVIDER ?? (e.MSG91_AUTH_KEY ? 'msg91' : 'sandbox');
  if (provider !== 'msg91' || !e.MSG91_AUTH_KEY || !e.MSG91_TEMPLATE_ID || !e.MSG91_SENDER_ID) {
    return { provider: 'sandbox', msg91: undefined };
  }
  return {
    provider,
    msg91: {
      authKey: e.MSG91_AUTH_KEY,
      templateId: e.MSG91_TEMPLATE_ID,
      senderId: e.MSG91_SENDER_ID,
      apiBaseUrl: e.MSG91_API_BASE_URL,
      timeoutMs: e.SMS_TIMEOUT_MS,
    },
  };
}
