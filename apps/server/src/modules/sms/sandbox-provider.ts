import type { SmsProvider } from './provider.ts';

/**
 * The sandbox: nothing leaves the server. The service stores each message whole (code included),
 * and admins read it in the SMS view; that is how a tester, or the browser journeys, get a code.
 */
export const sandboxSmsProvider: SmsProvider = {
  name: 'sandbox',
  sendSignInCode: async () => ({ ref: null }),
};
