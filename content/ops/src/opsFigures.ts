import type { WindowName } from 'shared-lib/site-events';

/*
 * The canary and alert figures the site events service answers at /admin/ops/api/
 * (deploy/ops/opsApi.ts), as far as the dashboard reads them; the window figures' contract is
 * shared-lib's (site-events/opsFigures.ts).
 */

export interface CanaryStatus {
  running: {
    workspace: string;
    version: string;
    percent: number;
    startedAt: string;
    figures: {
      canary: { generation: string; loads: number; failingLoads: number };
      stable: { generation: string; loads: number; failingLoads: number };
    };
    verdict: {
      abort: boolean;
      tests: { name: string; evidence: number; verdict: string; figures: string }[];
    };
  } | null;
  aborted: {
    time: string;
    workspace: string | null;
    from: string | null;
    actor: string | null;
    reason: string | null;
    figures: string | null;
  }[];
}

export interface Alerts {
  incidents: {
    rule: string;
    title: string;
    summary: string;
    figures: string[];
    openedAt: number;
    closedAt: number | null;
  }[];
}

const API = '/admin/ops/api/';

/** One of the service's answers; throws naming the address and the service's words. */
export async function fetchFigures<T>(what: string, window?: WindowName): Promise<T> {
  const address = `${API}${what}${window ? `?window=${window}` : ''}`;
  const answer = await fetch(address, { headers: { Accept: 'application/json' } });
  if (!answer.ok) throw new Error(`${address} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}
