/**
 * An SMS provider (docs/decisions/056-sign-in-by-sms-code.md): `sandbox` holds messages for the
 * admin's SMS view, `msg91` sends them through MSG91. Chosen once at start from the configuration,
 * as the payment gateway is.
 */
export interface SmsProvider {
  readonly name: SmsProviderName;
  /**
   * Delivers a sign-in code to an Indian mobile number (+91XXXXXXXXXX). Resolves with the
   * provider's reference for the message (null when it keeps none); rejects with SmsSendError.
   */
  sendSignInCode(to: string, code: string): Promise<{ ref: string | null }>;
}

export const SMS_PROVIDERS = ['sandbox', 'msg91'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** The provider refused the message or did not answer in time; `message` says which, for staff. */
export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}
