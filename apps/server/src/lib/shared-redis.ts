import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisOptions as ConnectionOptions, Redis } from 'ioredis';
import type { RedisOptions } from '../config.ts';

/**
 * ioredis (about 20 MB), required by the first connection rather than imported at start: a shop
 * without REDIS_URL never loads it (docs/decisions/042-compiled-server.md). Synchronous, so the
 * connection is still made in the constructor.
 */
const ioredis = () => createRequire(import.meta.url)('ioredis') as typeof import('ioredis');

/**
 * After a failed or slow command, requests skip Redis this long: an outage costs one timeout a
 * second, not one per request.
 */
const PAUSE_AFTER_FAILURE_MS = 1000;
/** Reconnect attempts back off up to this; ioredis keeps trying for ever. */
const MAX_RECONNECT_DELAY_MS = 2000;
const CONNECT_TIMEOUT_MS = 2000;

/**
 * What `/api/health/ready` reports for Redis. `off`: REDIS_URL is unset (one instance, nothing
 * shared). `down`: the shop keeps selling, but limits count per instance and other instances see
 * catalogue changes only after the cache's 30 s TTL (docs/decisions/024).
 */
export type RedisHealth =
  | { status: 'off' }
  | { status: 'up'; latencyMs: number }
  | { status: 'down'; error: string };

/** The answer for a shop without REDIS_URL. */
export const REDIS_OFF: RedisHealth = { status: 'off' };

/**
 * The shop's one Redis connection (plus one for pub/sub, opened on demand). Nothing here throws
 * at a caller: `run()` answers undefined when Redis is unreachable, slow or failing, and the caller
 * falls back to its in-process behaviour. Errors are logged once per outage, not per request.
 */
export class SharedRedis {
  readonly client: Redis;
  readonly #options: RedisOptions;
  readonly #log: FastifyBaseLogger;
  readonly #subscribers: Redis[] = [];
  #pausedUntil = 0;
  #down = false;

  constructor(options: RedisOptions, log: FastifyBaseLogger) {
    this.#options = options;
    this.#log = log;
    this.client = this.#connect('commands', {
      // A command while disconnected fails at once instead of queueing behind the outage.
      enableOfflineQueue: false,
    });
  }

  /** `name` under REDIS_KEY_PREFIX: every key and channel goes through here. */
  key(name: string): string {
    return `${this.#options.keyPrefix}${name}`;
  }

  /** Resolves when connected, or after the connect timeout (start-up does not wait for an outage). */
  async connected(): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), CONNECT_TIMEOUT_MS);
      this.client.once('ready', onReady);
    });
  }

  /**
   * Runs one command (or script) within REDIS_COMMAND_TIMEOUT_MS. Undefined means "Redis could not
   * answer": not connected, paused after a recent failure, timed out, or an error.
   */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T | undefined> {
    if (this.client.status !== 'ready' || Date.now() < this.#pausedUntil) return undefined;
    try {
      const result = await command(this.client);
      if (this.#down) this.#markUp();
      return result;
    } catch (error) {
      this.#pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      this.#markDown(error);
      return undefined;
    }
  }

  /**
   * A dedicated subscriber connection for `channel`. `onMessage` gets each message;
   * `onReconnect` runs whenever the subscription comes back after a drop (messages sent meanwhile
   * are lost, so the caller should assume it missed some).
   */
  subscribe(channel: string, onMessage: (message: string) => void, onReconnect: () => void) {
    const subscriber = this.#connect('subscriber', {});
    this.#subscribers.push(subscriber);
    let subscribedOnce = false;
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) onMessage(message);
    });
    // ioredis subscribes again by itself after a reconnect; 'ready' fires after that.
    subscriber.on('ready', () => {
      if (subscribedOnce) onReconnect();
      subscribedOnce = true;
    });
    subscriber.subscribe(channel).catch((error: unknown) => this.#markDown(error));
  }

  /** For the readiness check: a PING now, bounded by the command timeout, bypassing the pause. */
  async health(): Promise<RedisHealth> {
    if (this.client.status !== 'ready') {
      return { status: 'down', error: `not connected (${this.client.status})` };
    }
    const started = performance.now();
    try {
      await this.client.ping();
      return { status: 'up', latencyMs: Math.round(performance.now() - started) };
    } catch (error) {
      return { status: 'down', error: (error as Error).message };
    }
  }

  /** Drops the connections at once (QUIT would wait on a Redis that is down or frozen). */
  close(): void {
    for (const connection of [this.client, ...this.#subscribers]) connection.disconnect();
  }

  #connect(role: string, extra: ConnectionOptions): Redis {
    const connection = new (ioredis().Redis)(this.#options.url, {
      commandTimeout: this.#options.commandTimeoutMs,
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
      connectionName: `sheesham-${role}`,
      ...extra,
    });
    // Without a listener, ioredis prints every failed reconnect; the outage is logged once instead.
    connection.on('error', (error: unknown) => this.#markDown(error));
    connection.on('ready', () => {
      if (this.#down && connection === this.client) this.#markUp();
    });
    return connection;
  }

  #markDown(error: unknown) {
    if (this.#down) return;
    this.#down = true;
    this.#log.warn(
      { err: error },
      'Redis unavailable: limits count per instance and other instances see catalogue changes within 30 s until it is back',
    );
  }

  #markUp() {
    this.#down = false;
    this.#pausedUntil = 0;
    this.#log.info('Redis reachable again: limits and catalogue changes are shared again');
  }
}
