export { createServiceLogger, logRequest, requestIdOf, type Logger } from './serviceLogger';
export { createMetricsRegistry, httpMetrics } from './metricsRegistry';
export {
  checkHealth,
  databaseWritable,
  diskSpace,
  type HealthCheck,
  type HealthReport,
} from './healthChecks';
export { opsEndpoints, isDirectFromThisMachine, METRICS_PATH, HEALTH_PATH } from './opsEndpoints';
