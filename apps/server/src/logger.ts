import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { AppConfig } from './config.ts';
import { redactSecretQueryValues } from './lib/redact-secrets.ts';

/** Fastify's own `req` serializer, with the URL's secret query values redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino as JSON lines; human-readable only for a developer watching a terminal. In every mode a
 * URL's secret query values (a mailed link's token) are redacted: in the `req` serializer, in the
 * access line, and in any message text that quotes a URL (issue #24).
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY === true;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: serializeRequest },
    hooks: {
      logMethod(args, write) {
        const redacted = args.map((arg) =>
          typeof arg === 'string' ? redactSecretQueryValues(arg) : arg,
        );
        write.apply(this, redacted as Parameters<typeof write>);
      },
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/**
 * One access line per request, at debug (the development default) instead of two at info: in
 * production the proxy keeps access logs, and per-request lines cost more CPU than serving a
 * cached catalogue body. Errors keep Fastify's own handling.
 */
export class AccessLogAtDebug extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.debug(
      {
        method: request.method,
        url: redactSecretQueryValues(request.url),
        status: reply.statusCode,
        ms: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
