/**
 * The sms module's public face (docs/decisions/056-sign-in-by-sms-code.md): the provider chosen at
 * start (sandbox or MSG91), the service that sends and records sign-in codes, the admin's SMS list.
 */
export { smsAdminRoutes } from './admin-routes.ts';
export {
  createSmsProvider,
  type SmsSettings,
  smsSandboxInProductionWarning,
} from './create-provider.ts';
export { MSG91_CODE_VARIABLE, type Msg91Settings } from './msg91-provider.ts';
export { SMS_PROVIDERS, type SmsProvider, type SmsProviderName, SmsSendError } from './provider.ts';
export { SMS_NOT_SENT, SmsService } from './service.ts';
