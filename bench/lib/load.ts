import autocannon from 'autocannon';

/**
 * The two targets are loaded in alternating rounds (app, bare, app, bare, …) and each is summed up
 * by its median round, so a burst of other work on this shared 2-core machine skews one round of
 * one target rather than the whole comparison.
 */
export const LOAD = { connections: 20, warmupSeconds: 2, rounds: 5, roundSeconds: 2 };

export interface LoadResult {
  /** Median over the rounds. */
  requestsPerSecond: number;
  /** Median of the rounds' p99 latencies. */
  p99Ms: number;
  rounds: { requestsPerSecond: number; p99Ms: number }[];
  non2xx: number;
  errors: number;
}

function fire(url: string, headers: Record<string, string>, duration: number) {
  return autocannon({ url, headers, connections: LOAD.connections, duration });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Warms both targets up, then measures them in alternating rounds. */
export async function compare(
  targets: { app: string; bare: string },
  headers: Record<string, string>,
): Promise<{ app: LoadResult; bare: LoadResult }> {
  const runs = { app: [] as autocannon.Result[], bare: [] as autocannon.Result[] };
  for (const url of [targets.app, targets.bare]) await fire(url, headers, LOAD.warmupSeconds);
  for (let round = 0; round < LOAD.rounds; round++) {
    runs.app.push(await fire(targets.app, headers, LOAD.roundSeconds));
    runs.bare.push(await fire(targets.bare, headers, LOAD.roundSeconds));
  }
  const summarize = (results: autocannon.Result[]): LoadResult => {
    const rounds = results.map((r) => ({
      requestsPerSecond: r.requests.average,
      p99Ms: r.latency.p99,
    }));
    return {
      requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
      p99Ms: median(rounds.map((r) => r.p99Ms)),
      rounds,
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    };
  };
  return { app: summarize(runs.app), bare: summarize(runs.bare) };
}
