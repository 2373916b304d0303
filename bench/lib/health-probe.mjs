// A worker thread that asks GET /api/health one request at a time, with its own event loop, so
// the load the main thread generates does not delay the probe's own timing. Plain JavaScript:
// a worker does not inherit tsx's loader.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function once() {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`health answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

const latencies = [];
const until = performance.now() + durationMs;
while (performance.now() < until) {
  latencies.push(await once());
  // A steady 50 probes a second; the pause spaces probes, it orders nothing.
  await new Promise((resolve) => setTimeout(resolve, 20));
}
agent.destroy();
parentPort?.postMessage(latencies);
