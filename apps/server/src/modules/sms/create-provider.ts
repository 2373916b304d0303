import { type Msg91Settings, msg91SmsProvider } from './msg91-provider.ts';
import type { SmsProvider, SmsProviderName } from './provider.ts';
import { sandboxSmsProvider } from './sandbox-provider.ts';

export interface SmsSettings {
  provider: SmsProviderName;
  /** Set exactly when provider is 'msg91'. */
  msg91: Msg91Settings | undefined;
}

/** The provider SMS_PROVIDER names (config.ts has checked its settings), made once at start. */
export function createSmsProvider(settings: SmsSettings): SmsProvider {
  if (settings.provider === 'msg91' && settings.msg91) return msg91SmsProvider(settings.msg91);
  return sandboxSmsProvider;
}

/** Said at every production start without MSG91: shoppers get no codes, only the SMS view shows them. */
export function smsSandboxInProductionWarning(config: {
  nodeEnv: string;
  sms: SmsSettings;
}): string | undefined {
  if (config.nodeEnv !== 'production' || config.sms.provider !== 'sandbox') return undefined;
  return 'SMS by the sandbox in production: sign-in codes are held in the admin SMS view, not sent, so shoppers cannot sign in by phone. Set MSG91_AUTH_KEY, MSG91_TEMPLATE_ID and MSG91_SENDER_ID to send them.';
}
