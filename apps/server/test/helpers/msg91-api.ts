import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// TESTS ONLY. A local HTTP server that speaks the part of MSG91's API the shop uses: the Flow API
// v5 (`POST /api/v5/flow`) with the `authkey` header and a JSON body of `template_id`, `sender`,
// `short_url` and `recipients: [{mobiles, <template variables>}]`. It answers as MSG91 does:
// `{"type":"success","message":<request id>}`, or `{"type":"error","message":…}`. It keeps
// everything in memory on 127.0.0.1 and records each request so tests assert what the shop sent.

export interface Msg91Request {
  method: string;
  path: string;
  authkey: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** What the next request gets instead of the normal answer. */
export type Msg91Failure =
  /** MSG91's error body with HTTP 200, as it sends for some refusals. */
  | { kind: 'error-with-200'; message: string }
  /** No answer at all, until the server closes. */
  | { kind: 'silence' };

type Recipient = Record<string, unknown>;

const MOBILE = /^91[6-9][0-9]{9}$/;
const SENDER = /^[A-Z]{6}$/;

export class FakeMsg91Api {
  readonly requests: Msg91Request[] = [];
  #server = createServer((req, res) => this.#handle(req, res));
  #failures: Msg91Failure[] = [];

  constructor(private readonly account: { authKey: string; templateId: string }) {}

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      this.#server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /** The next request fails this way (once). */
  failNext(failure: Msg91Failure) {
    this.#failures.push(failure);
  }

  /** The template variables each message carried, per number (what the phone would show). */
  sentTo(mobiles: string): Recipient[] {
    return this.requests.flatMap((request) => {
      const recipients = (request.body as { recipients?: Recipient[] })?.recipients ?? [];
      return recipients.filter((recipient) => recipient.mobiles === mobiles);
    });
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    const authkey = req.headers.authkey;
    this.requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authkey: typeof authkey === 'string' ? authkey : undefined,
      contentType: req.headers['content-type'],
      body,
    });

    const failure = this.#failures.shift();
    if (failure?.kind === 'silence') return; // never answers
    if (failure?.kind === 'error-with-200') return answer(res, 200, error(failure.message));

    if (req.method !== 'POST' || !/^\/api\/v5\/flow\/?$/.test(req.url ?? '')) {
      return answer(res, 404, error('Not Found'));
    }
    if (authkey !== this.account.authKey) return answer(res, 401, error('Authentication failure'));
    const problem = flowProblem(body, this.account.templateId);
    if (problem) return answer(res, 400, error(problem));
    return answer(res, 200, { type: 'success', message: randomBytes(12).toString('hex') });
  }
}

function flowProblem(body: unknown, templateId: string): string | null {
  if (!body || typeof body !== 'object') return 'Invalid JSON body';
  const flow = body as { template_id?: unknown; sender?: unknown; recipients?: unknown };
  if (flow.template_id !== templateId) return 'Template ID Missing or Invalid Template';
  if (typeof flow.sender !== 'string' || !SENDER.test(flow.sender)) return 'Invalid sender';
  if (!Array.isArray(flow.recipients) || flow.recipients.length === 0) {
    return 'Recipients missing';
  }
  for (const recipient of flow.recipients as Recipient[]) {
    if (typeof recipient.mobiles !== 'string' || !MOBILE.test(recipient.mobiles)) {
      return 'Mobile number is invalid';
    }
  }
  return null;
}

const error = (message: string) => ({ type: 'error', message });

function answer(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Starts a local MSG91 API for one account; `url` goes into MSG91_API_BASE_URL. */
export async function startMsg91Api(account: { authKey: string; templateId: string }) {
  const api = new FakeMsg91Api(account);
  const url = await api.listen();
  return { api, url };
}
