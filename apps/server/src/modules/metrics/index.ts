/** The metrics module's public face: the /metrics plugin and the internal-port listener. */
export { listenForMetrics, type Metrics, metricsPlugin } from './metrics-plugin.ts';
