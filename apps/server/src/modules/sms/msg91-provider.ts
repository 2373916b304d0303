import { type SmsProvider, SmsSendError } from './provider.ts';

export interface Msg91Settings {
  /** The account's authkey (MSG91 panel → Authkey), sent in the `authkey` header. */
  authKey: string;
  /** The id of the MSG91 SMS template registered with its DLT template id. */
  templateId: string;
  /** The DLT-approved sender id (header), six letters. */
  senderId: string;
  /** https://control.msg91.com unless MSG91_API_BASE_URL names a proxy (or a test server). */
  apiBaseUrl: string;
  /** A call that has not answered by then fails: the shopper is told at once, never left waiting. */
  timeoutMs: number;
}

/** The template's variable that carries the code: the template reads `##otp##`. */
export const MSG91_CODE_VARIABLE = 'otp';

type Msg91Answer = { type?: unknown; message?: unknown };

/**
 * MSG91's Flow API (v5): one POST per message, `{template_id, sender, short_url, recipients:
 * [{mobiles, otp}]}` with the authkey header. MSG91 answers `{"type":"success","message":<request
 * id>}`, or `{"type":"error","message":…}` (bad authkey, template or number), sometimes with
 * HTTP 200, so the body decides, not the status alone.
 */
export function msg91SmsProvider(settings: Msg91Settings): SmsProvider {
  const url = `${settings.apiBaseUrl}/api/v5/flow`;
  return {
    name: 'msg91',
    async sendSignInCode(to, code) {
      const body = {
        template_id: settings.templateId,
        sender: settings.senderId,
        short_url: '0',
        // MSG91 takes the number with its country code and without the plus.
        recipients: [{ mobiles: to.replace(/^\+/, ''), [MSG91_CODE_VARIABLE]: code }],
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authkey: settings.authKey,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsSendError(
          timedOut
            ? `MSG91 did not answer within ${settings.timeoutMs} ms`
            : `MSG91 could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const answer = await readAnswer(response);
      if (response.ok && answer?.type === 'success') {
        return { ref: typeof answer.message === 'string' ? answer.message : null };
      }
      const reason = typeof answer?.message === 'string' ? answer.message : 'no readable answer';
      throw new SmsSendError(`MSG91 refused the message (HTTP ${response.status}): ${reason}`);
    },
  };
}

async function readAnswer(response: Response): Promise<Msg91Answer | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return parsed && typeof parsed === 'object' ? (parsed as Msg91Answer) : null;
  } catch {
    return null;
  }
}
