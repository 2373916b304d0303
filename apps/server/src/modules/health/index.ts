/** The health module's public face: the health routes and the readiness registry. */
export {
  type CheckOptions,
  type CheckResult,
  type Readiness,
  type ReadinessCheck,
  ReadinessChecks,
} from './readiness-checks.ts';
export { healthRoutes, READY_TIMEOUT_MS } from './routes.ts';
