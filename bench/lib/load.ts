import autocannon from 'autocannon';

export const LOAD = { connections: 20, warmupSeconds: 2, seconds: 10 };

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

function fire(url: string, headers: Record<string, string>, duration: number) {
  return autocannon({ url, headers, connections: LOAD.connections, duration });
}

/** A warm-up run that is thrown away, then the measured run. */
export async function measure(url: string, headers: Record<string, string>): Promise<LoadResult> {
  await fire(url, headers, LOAD.warmupSeconds);
  const result = await fire(url, headers, LOAD.seconds);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
