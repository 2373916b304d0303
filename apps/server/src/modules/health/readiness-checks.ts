/** One dependency's check: resolves when it is usable, throws (or times out) when it is not. */
export type ReadinessCheck = (timeoutMs: number) => Promise<void>;

export type CheckResult = 'ok' | 'error' | 'timeout';

export interface Readiness {
  /** `degraded`: only checks added with `critical: false` failed; the shop still takes traffic. */
  status: 'ok' | 'degraded' | 'error' | 'stopping';
  checks: Record<string, CheckResult>;
}

export interface CheckOptions {
  /**
   * false: a failure is reported but the shop stays ready (Redis: limits fall back to this
   * process, decision 024), so a balancer does not take every instance out at once.
   */
  critical?: boolean;
}

const TIMED_OUT = Symbol('timed out');

/**
 * What GET /api/health/ready asks (decision 026). The app adds `database`; other parts register
 * theirs (`app.readiness.add('redis', check)`) before the app is ready. Every check runs at once
 * and gets the same short deadline, so a hung dependency answers `timeout` instead of hanging the
 * endpoint. After `stopping()` (SIGTERM) the shop reports not ready without asking anything.
 */
export class ReadinessChecks {
  readonly #checks = new Map<string, ReadinessCheck>();
  readonly #optional = new Set<string>();
  #stopping = false;

  constructor(private readonly onFailure: (name: string, error: unknown) => void = () => {}) {}

  add(name: string, check: ReadinessCheck, options: CheckOptions = {}): void {
    if (this.#checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
    this.#checks.set(name, check);
    if (options.critical === false) this.#optional.add(name);
  }

  names(): string[] {
    return [...this.#checks.keys()];
  }

  /** From now on the shop is not ready: the load balancer stops sending it new requests. */
  stopping(): void {
    this.#stopping = true;
  }

  get isStopping(): boolean {
    return this.#stopping;
  }

  async run(timeoutMs: number): Promise<Readiness> {
    if (this.#stopping) return { status: 'stopping', checks: {} };
    const entries = await Promise.all(
      [...this.#checks].map(async ([name, check]) => [
        name,
        await this.#one(name, check, timeoutMs),
      ]),
    );
    const checks: Record<string, CheckResult> = Object.fromEntries(entries);
    const failed = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    if (failed.length === 0) return { status: 'ok', checks };
    const critical = failed.some((name) => !this.#optional.has(name));
    return { status: critical ? 'error' : 'degraded', checks };
  }

  async #one(name: string, check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    });
    try {
      const outcome = await Promise.race([check(timeoutMs), deadline]);
      if (outcome !== TIMED_OUT) return 'ok';
      this.onFailure(name, new Error(`no answer within ${timeoutMs} ms`));
      return 'timeout';
    } catch (error) {
      this.onFailure(name, error);
      return 'error';
    } finally {
      clearTimeout(timer);
    }
  }
}
