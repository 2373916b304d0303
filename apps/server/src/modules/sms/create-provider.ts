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
