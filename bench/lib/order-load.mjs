// A worker thread that fires the checkout bench's COD orders with autocannon on its own event
// loop, so the load generator's work does not queue behind (or delay) the server's in the main
// thread. Plain JavaScript: a worker does not inherit tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import { cpuOf } from './proc-stat.mjs';

const { url, token, productIds, slots, connections, seconds } = workerData;

/** This thread's own CPU seconds, so the bench can take the load generator's share out. */
const threadCpuSeconds = () => cpuOf('/proc/thread-self/stat')?.own ?? null;

/** A COD order of one or two random products on a random open slot, different every time. */
function orderBody() {
  const pick = () => productIds[Math.floor(Math.random() * productIds.length)];
  const items = [{ product_id: pick(), quantity: 1 + Math.floor(Math.random() * 3) }];
  if (Math.random() < 0.5) items.push({ product_id: pick(), quantity: 1 });
  return JSON.stringify({
    address: '14 Haveli Road, Jaipur',
    pincode: '302001',
    delivery_instructions: '',
    phone: '98290 12345',
    payment_method: 'cod',
    delivery_slot: slots[Math.floor(Math.random() * slots.length)],
    items,
  });
}

// autocannon reports no p95 itself: keep every response time.
const latencies = [];
const cpuAtStart = threadCpuSeconds();
const instance = autocannon(
  {
    url: `${url}/api/orders`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: orderBody() }) }],
  },
  (error, result) => {
    if (error) throw error;
    parentPort.postMessage({
      created: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      latencies,
      cpuSeconds: cpuAtStart === null ? null : threadCpuSeconds() - cpuAtStart,
    });
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
