import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * A service's Prometheus registry: the process's own figures (CPU, memory, event loop, open
 * files) and whatever the service adds, every series labelled with the service's name.
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * The HTTP figures every service has: answers by what was asked (a small fixed set of names the
 * service chooses, never the raw path), method and status, and their durations.
 */
export function httpMetrics(registry: Registry) {
  const answers = new Counter({
    name: 'http_responses_total',
    help: 'HTTP answers by what was asked, method and status',
    labelNames: ['what', 'method', 'status'] as const,
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'http_response_seconds',
    help: 'Seconds from the request to the end of its answer, by what was asked',
    labelNames: ['what'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    /** Counts the answer to `what` once it is done (or the connection is gone). */
    observe(what: string, method: string, status: () => number, started = performance.now()) {
      return () => {
        answers.inc({ what, method, status: String(status()) });
        seconds.observe({ what }, (performance.now() - started) / 1000);
      };
    },
  };
}
