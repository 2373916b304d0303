import type { AppConfig } from '../../config.ts';
import { localSecret } from '../../lib/local-secret.ts';
import type { PaymentGateway } from './gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

/** Razorpay when its keys are configured, otherwise the sandbox (the documented default). */
export function createPaymentGateway(
  config: Pick<AppConfig, 'razorpay' | 'dataDir'>,
): PaymentGateway {
  if (config.razorpay) return new RazorpayGateway(config.razorpay);
  return new SandboxGateway({
    keySecret: localSecret(config.dataDir, 'sandbox-key-secret'),
    webhookSecret: localSecret(config.dataDir, 'sandbox-webhook-secret'),
  });
}
