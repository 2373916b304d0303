import type { AppConfig } from '../../config.ts';
import { localSecret } from '../../lib/local-secret.ts';
import type { PaymentGateway } from './gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

type GatewayConfig = Pick<AppConfig, 'paymentGateway' | 'razorpay' | 'dataDir'>;

/** The gateway config.paymentGateway names (decision 008). */
export function createPaymentGateway(config: GatewayConfig): PaymentGateway {
  if (config.paymentGateway === 'razorpay') {
    // loadConfig refuses PAYMENT_GATEWAY=razorpay without keys; this guards a hand-built config.
    if (!config.razorpay) throw new Error('The Razorpay gateway needs RAZORPAY_KEY_ID/SECRET.');
    return new RazorpayGateway(config.razorpay);
  }
  return new SandboxGateway({
    keySecret: localSecret(config.dataDir, 'sandbox-key-secret'),
    webhookSecret: localSecret(config.dataDir, 'sandbox-webhook-secret'),
  });
}

/** The start-up warning for a production server that runs the sandbox (PAYMENT_GATEWAY=sandbox). */
export function sandboxInProductionWarning(
  config: Pick<AppConfig, 'nodeEnv' | 'paymentGateway'>,
): string | undefined {
  if (config.nodeEnv !== 'production' || config.paymentGateway !== 'sandbox') return undefined;
  return 'PAYMENT_GATEWAY=sandbox in production: online payments go to the built-in sandbox gateway and no real money is taken. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take payments.';
}
