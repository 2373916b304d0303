import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const MSG91 = {
  MSG91_AUTH_KEY: '412345AbCdEfGh6789',
  MSG91_TEMPLATE_ID: '6650f1c2d6fc0512345b67a8',
  MSG91_SENDER_ID: 'SHESHM',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('SMS configuration', () => {
  it('is the sandbox without MSG91 settings', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sms).toEqual({ provider: 'sandbox', msg91: undefined });
  });

  it('is MSG91 when its three settings are set, with its host and a 10 s timeout', () => {
    expect(loadConfig({ NODE_ENV: 'test', ...MSG91 }).sms).toEqual({
      provider: 'msg91',
      msg91: {
        authKey: MSG91.MSG91_AUTH_KEY,
        templateId: MSG91.MSG91_TEMPLATE_ID,
        senderId: 'SHESHM',
        apiBaseUrl: 'https://control.msg91.com',
        timeoutMs: 10_000,
      },
    });
  });

  it('keeps the sandbox when SMS_PROVIDER says so, keys or not', () => {
    expect(loadConfig({ NODE_ENV: 'test', ...MSG91, SMS_PROVIDER: 'sandbox' }).sms.provider).toBe(
      'sandbox',
    );
  });

  it('refuses MSG91 with a setting missing, naming each one', () => {
    expect(problems({ SMS_PROVIDER: 'msg91' })).toEqual([
      expect.stringMatching(/^MSG91_AUTH_KEY: is required for SMS by MSG91/),
      expect.stringMatching(/^MSG91_TEMPLATE_ID: is required/),
      expect.stringMatching(/^MSG91_SENDER_ID: is required/),
    ]);
    expect(problems({ MSG91_AUTH_KEY: MSG91.MSG91_AUTH_KEY })).toHaveLength(2);
  });

  it('refuses a sender id that is not six letters and an unknown provider', () => {
    expect(problems({ ...MSG91, MSG91_SENDER_ID: 'SHOP1' })).toEqual([
      'MSG91_SENDER_ID: must be the six-letter DLT sender id (header)',
    ]);
    expect(problems({ SMS_PROVIDER: 'twilio' })).toEqual([
      'SMS_PROVIDER: must be sandbox or msg91',
    ]);
  });
});
