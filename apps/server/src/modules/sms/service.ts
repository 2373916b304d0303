import { PHONE_CODE_LENGTH, signInCodeText } from '@sheesham/shared';
import type { AdminSms, adminSmsQuerySchema, SmsStatus } from '@sheesham/shared/admin-sms';
import type { z } from 'zod';
import type { Database } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pageWithTotal } from '../../lib/page-with-total.ts';
import type { ListPage } from '../../lib/paged-list-route.ts';
import { type SmsProvider, SmsSendError } from './provider.ts';
import { countSms, findSmsPage, insertSms, type SmsRow } from './repository.ts';

export const SMS_NOT_SENT =
  'We could not send the code just now. Please try again in a few minutes.';

const MASKED_CODE = '•'.repeat(PHONE_CODE_LENGTH);

/**
 * The shop's text messages: each goes through the configured provider and is recorded, so staff
 * see what went out (or, with the sandbox, read it). A code is never logged: a failure is logged
 * with the number's last digits and the provider's reason only.
 */
export class SmsService {
  constructor(
    private readonly db: Database,
    private readonly provider: SmsProvider,
    private readonly shopName: string,
    private readonly log: { warn(details: object, message: string): void },
  ) {}

  get providerName() {
    return this.provider.name;
  }

  /** Sends a sign-in code; a provider failure is a 502 the shopper can retry. */
  async sendSignInCode(to: string, code: string): Promise<void> {
    const sandbox = this.provider.name === 'sandbox';
    // Only the sandbox keeps the code: its SMS view is the delivery. A real message is kept masked.
    const text = signInCodeText(sandbox ? code : MASKED_CODE, this.shopName);
    const base = { recipient: to, provider: this.provider.name, text };
    try {
      const { ref } = await this.provider.sendSignInCode(to, code);
      await insertSms(this.db, {
        ...base,
        status: sandbox ? 'held' : 'sent',
        providerRef: ref,
        error: null,
      });
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      await insertSms(this.db, {
        ...base,
        status: 'failed',
        providerRef: null,
        error: error.message,
      });
      this.log.warn({ to: `…${to.slice(-4)}`, reason: error.message }, 'sign-in code not sent');
      throw new HttpError(502, 'sms_not_sent', SMS_NOT_SENT);
    }
  }

  /** GET /admin/sms: newest first, one page, and how many there are. */
  async list(query: z.output<typeof adminSmsQuerySchema>): Promise<ListPage<AdminSms>> {
    const { rows, total } = await pageWithTotal(
      query,
      () => findSmsPage(this.db, query),
      () => countSms(this.db),
    );
    return { items: rows.map(toAdminSms), total };
  }
}

function toAdminSms(row: SmsRow): AdminSms {
  return {
    id: row.id,
    recipient: row.recipient,
    text: row.text,
    provider: row.provider,
    status: row.status as SmsStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
