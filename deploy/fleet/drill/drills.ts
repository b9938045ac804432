import { existsSync } from 'node:fs';
import path from 'node:path';
import { releaseOf } from '../../release/fakeRemoteBuild';
import { releasesOf } from '../../release/releaseStore';
import { REPO_ROOT } from '../../origins/siteApps';
import { submitForms } from './formClients';
import {
  crashPostgres,
  restartNode,
  sleep,
  stopNode,
  storedSubmissions,
  type RunningFleet,
} from './fleetOperations';
import { fetchPage, loadPages, type PageAnswer } from './pageClients';

/** What a drill found: its figures, and the checks it passed or failed, in words. */
export interface DrillResult {
  drill: string;
  seconds: number;
  figures: Record<string, number | string>;
  checks: { check: string; passed: boolean; found: string }[];
}

/** How long the drills let the clients run; the short drill (npm test) takes less of each. */
export interface DrillTimes {
  warmMs: number;
  afterMs: number;
  pageClients: number;
  formClients: number;
}

export const FULL_TIMES: DrillTimes = {
  warmMs: 3_000,
  afterMs: 6_000,
  pageClients: 8,
  formClients: 2,
};
export const SHORT_TIMES: DrillTimes = {
  warmMs: 1_500,
  afterMs: 3_000,
  pageClients: 4,
  formClients: 1,
};

const PAUSE_MS = 20;
/** How long the throughput drill loads pages through the edge, then from one origin. */
const THROUGHPUT_MS = 10_000;
const FORM_PAUSE_MS = 100;

const check = (name: string, passed: boolean, found: string) => ({ check: name, passed, found });
const failedPages = (answers: PageAnswer[]) => answers.filter((answer) => answer.status !== 200);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The pages the clients load: the first ones of the sitemap the edge serves. */
export async function drillPaths(fleet: RunningFleet, count = 12): Promise<string[]> {
  const sitemap = await (await fetch(`${fleet.layout.origins.shell}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  if (paths.length === 0) throw new Error('The sitemap names no page');
  return paths.slice(0, count);
}

function submissionChecks(stored: Awaited<ReturnType<typeof storedSubmissions>>) {
  return [
    check('no lost submission', stored.lost === 0, `${stored.lost} of ${stored.submissions}`),
    check('none stored twice', stored.storedTwice === 0, `${stored.storedTwice}`),
    check('every stored file intact', stored.altered === 0, `${stored.altered} altered`),
  ];
}

/** Kill one origin (SIGKILL): no failed page request, no lost submission; the node comes back. */
export async function killOneOrigin(
  fleet: RunningFleet,
  paths: string[],
  times: DrillTimes,
): Promise<DrillResult> {
  const started = Date.now();
  const edge = fleet.layout.origins.shell;
  const pages = loadPages(edge, paths, times.pageClients, PAUSE_MS);
  const forms = submitForms(edge, edge, times.formClients, FORM_PAUSE_MS);
  await sleep(times.warmMs);
  const killedAt = performance.now();
  await stopNode(fleet, 0, 'SIGKILL');
  await sleep(times.afterMs);
  const backSeconds = await restartNode(fleet, 0);
  await pages.stop();
  await forms.stop(30_000);
  const stored = await storedSubmissions(fleet, forms.submissions);
  const after = pages.answers.filter((answer) => answer.sent >= killedAt);
  const failed = failedPages(pages.answers);
  return {
    drill: 'kill one origin (SIGKILL)',
    seconds: (Date.now() - started) / 1000,
    figures: {
      pageRequests: pages.answers.length,
      pageRequestsAfterTheKill: after.length,
      failedPageRequests: failed.length,
      ...stored,
      nodeBackBehindTheEdgeSeconds: round(backSeconds),
    },
    checks: [
      check(
        'no failed page request',
        failed.length === 0,
        failed.length === 0
          ? `0 of ${pages.answers.length}`
          : failed
              .slice(0, 3)
              .map((one) => `${one.path} ${one.status} ${one.error ?? ''}`)
              .join('; '),
      ),
      ...submissionChecks(stored),
    ],
  };
}

/** Stop every origin: visited pages answer from the edge, forms 503 with Retry-After. */
export async function stopEveryOrigin(
  fleet: RunningFleet,
  paths: string[],
  times: DrillTimes,
): Promise<DrillResult> {
  const started = Date.now();
  const edge = fleet.layout.origins.shell;
  const pages = loadPages(edge, paths, times.pageClients, PAUSE_MS);
  const forms = submitForms(edge, edge, times.formClients, FORM_PAUSE_MS);
  await sleep(times.warmMs);
  const downAt = performance.now();
  await Promise.all(fleet.layout.nodes.map((_, index) => stopNode(fleet, index, 'SIGTERM')));
  const allDown = performance.now();
  await sleep(times.afterMs);
  const upAt = performance.now();
  const back = await Promise.all(fleet.layout.nodes.map((_, index) => restartNode(fleet, index)));
  await pages.stop();
  await forms.stop(30_000);
  const stored = await storedSubmissions(fleet, forms.submissions);
  const whileDown = pages.answers.filter((answer) => answer.sent >= allDown && answer.at <= upAt);
  const failed = failedPages(whileDown);
  const formAnswers = forms.submissions.flatMap((submission) => submission.answers);
  const refusedWhileDown = forms.submissions.flatMap((submission) => submission.retryAfter).length;
  const acceptedWhileDown = forms.submissions.filter((submission) =>
    submission.answers.some((status) => status === 503),
  );
  return {
    drill: 'stop every origin',
    seconds: (Date.now() - started) / 1000,
    figures: {
      pageRequestsWhileEveryOriginWasDown: whileDown.length,
      answeredFromTheEdgeCopy: whileDown.filter((answer) => answer.edge === 'stale').length,
      failedPageRequestsWhileDown: failed.length,
      formAnswers503WithRetryAfter: refusedWhileDown,
      formAnswers: formAnswers.length,
      stoppingSeconds: round((allDown - downAt) / 1000),
      nodesBackSeconds: round(Math.max(...back)),
      ...stored,
    },
    checks: [
      check(
        'visited pages keep answering from the edge',
        whileDown.length > 0 && failed.length === 0,
        `${whileDown.length - failed.length} of ${whileDown.length} answered`,
      ),
      check(
        'forms answer 503 with Retry-After',
        refusedWhileDown > 0 &&
          acceptedWhileDown.every(
            (submission) =>
              submission.retryAfter.length ===
              submission.answers.filter((status) => status === 503).length,
          ),
        `${refusedWhileDown} answers 503 with Retry-After`,
      ),
      ...submissionChecks(stored),
    ],
  };
}

/** Restart PostgreSQL (as a crash): every acknowledged submission stored intact, none twice. */
export async function restartPostgres(
  fleet: RunningFleet,
  times: DrillTimes,
): Promise<DrillResult> {
  const started = Date.now();
  const edge = fleet.layout.origins.shell;
  const forms = submitForms(edge, edge, times.formClients + 1, FORM_PAUSE_MS / 2);
  await sleep(times.warmMs);
  await crashPostgres(fleet, 2_000);
  await sleep(times.afterMs);
  await forms.stop(30_000);
  const stored = await storedSubmissions(fleet, forms.submissions);
  const refused = forms.submissions
    .flatMap((submission) => submission.answers)
    .filter((status) => status !== 201 && status !== 200);
  return {
    drill: 'restart PostgreSQL (immediate stop, start)',
    seconds: (Date.now() - started) / 1000,
    figures: { ...stored, answersNotAcknowledgedThenSentAgain: refused.length },
    checks: [
      check(
        'while it is down, forms answer 503 with Retry-After, never an error',
        refused.every((status) => status === 503) &&
          forms.submissions.flatMap((submission) => submission.retryAfter).length ===
            refused.length,
        refused.length > 0 ? `${refused.length} answers 503 with Retry-After` : 'none refused',
      ),
      ...submissionChecks(stored),
    ],
  };
}

/** A command to the fleet's release service; a refusal throws its words. */
async function command(fleet: RunningFleet, name: string, args: Record<string, string>) {
  const response = await fetch(`${fleet.layout.service.url}/v1/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fleet.record.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      command: name,
      args,
      asker: { actor: 'fleet drill', command: `${name} (drill)` },
    }),
  });
  const answer = (await response.json()) as {
    said?: string[];
    error?: string;
    candidate?: { generation: string };
  };
  if (!response.ok) throw new Error(`${name}: ${answer.error}`);
  return answer;
}

/** Asks one address again and again, keeping each answer, until stopped. */
function poll(url: string, visitor: string) {
  const answers: PageAnswer[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      answers.push(await fetchPage(url, '', -1, visitor));
      await sleep(10);
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

const VERSION = 'drill-xmas';
const PAGE = '/gift-generator/';

/**
 * Promote and roll back `rounds` times while clients load pages through the edge: no response
 * mixing generations across nodes (no client sent back to the generation it left once it has
 * seen the new one, and none after the switch was answered); the switch through the edge within
 * a second of the switch seen at one node. A response whose header names another generation
 * than its page is counted apart (nginx resolves `current` once per request: none expected).
 */
export async function promoteAndRollBack(
  fleet: RunningFleet,
  paths: string[],
  times: DrillTimes,
  rounds: number,
): Promise<DrillResult> {
  const started = Date.now();
  const edge = fleet.layout.origins.shell;
  if (!existsSync(path.join(releasesOf(fleet.layout.releasesDir, 'mf-gifts'), VERSION)))
    await releaseOf(path.join(REPO_ROOT, 'mf-gifts/dist/campaigns/christmas'), {
      releasesRoot: fleet.layout.releasesDir,
      workspace: 'mf-gifts',
      version: VERSION,
    });
  const pages = loadPages(edge, paths, times.pageClients, PAUSE_MS);
  const throughEdge = poll(`${edge}${PAGE}`, '10.9.0.1');
  const atOneNode = poll(`http://127.0.0.1:${fleet.layout.nodes[0]!.port}${PAGE}`, '10.9.0.2');
  const switches: { command: string; from: string; to: string; sent: number; answered: number }[] =
    [];
  const switchTo = async (
    name: string,
    args: Record<string, string>,
    to: () => string,
    from: string,
  ) => {
    const sent = performance.now();
    const answer = await command(fleet, name, args);
    switches.push({
      command: `${name} ${Object.values(args).join(' ')}`.trim(),
      from,
      to: to() || (/generation (\d{6})/.exec(answer.said?.[0] ?? '')?.[1] ?? ''),
      sent,
      answered: performance.now(),
    });
  };
  for (let round = 0; round < rounds; round += 1) {
    const before = (await fetchPage(edge, PAGE, -1, '10.9.0.3')).header!;
    const staged = await command(fleet, 'stage', { workspace: 'mf-gifts', version: VERSION });
    const candidate = staged.candidate!.generation;
    await switchTo('promote', { workspace: 'mf-gifts', version: VERSION }, () => candidate, before);
    await sleep(times.warmMs / 3);
    await switchTo('rollback', {}, () => before, candidate);
    await sleep(times.warmMs / 3);
  }
  await pages.stop();
  await throughEdge.stop();
  await atOneNode.stop();
  const firstNew = (answers: PageAnswer[], sent: number, to: string) =>
    answers.find((answer) => answer.sent >= sent && answer.header === to)?.at;
  const timed = switches.map((one) => ({
    ...one,
    edgeSeconds: (firstNew(throughEdge.answers, one.sent, one.to)! - one.sent) / 1000,
    nodeSeconds: (firstNew(atOneNode.answers, one.sent, one.to)! - one.sent) / 1000,
    commandSeconds: (one.answered - one.sent) / 1000,
  }));
  const all = [...pages.answers, ...throughEdge.answers];
  const mixed = all.filter((answer) => answer.status === 200 && answer.header !== answer.pinned);
  // Back to the generation left, once the new one was seen, during the switch or after it.
  const wentBack = timed.flatMap((one, index) => {
    const end = timed[index + 1]?.sent ?? Number.POSITIVE_INFINITY;
    return all.filter((answer) => {
      if (answer.sent < one.sent || answer.sent >= end || answer.header !== one.from) return false;
      const sameClient = all.filter(
        (other) =>
          other.client === answer.client && other.sent >= one.sent && other.at < answer.sent,
      );
      return answer.sent > one.answered || sameClient.some((other) => other.header === one.to);
    });
  });
  const failed = failedPages(all);
  const edgeMedian = median(timed.map((one) => one.edgeSeconds));
  const nodeMedian = median(timed.map((one) => one.nodeSeconds));
  return {
    drill: `promote and roll back ${rounds} time${rounds === 1 ? '' : 's'}`,
    seconds: (Date.now() - started) / 1000,
    figures: {
      switches: timed.length,
      pageRequests: all.length,
      failedPageRequests: failed.length,
      responsesBackToTheGenerationLeft: wentBack.length,
      responsesWhoseHeaderNamesAnotherGenerationThanTheirPage: mixed.length,
      ...(mixed[0]
        ? {
            firstOfThem: `${mixed[0].path}: header ${mixed[0].header}, page ${mixed[0].pinned}, from ${mixed[0].origin}`,
          }
        : {}),
      medianCommandSeconds: round(median(timed.map((one) => one.commandSeconds))),
      medianSwitchThroughTheEdgeSeconds: round(edgeMedian),
      medianSwitchAtOneNodeSeconds: round(nodeMedian),
      slowestSwitchThroughTheEdgeSeconds: round(Math.max(...timed.map((one) => one.edgeSeconds))),
    },
    checks: [
      check('no failed page request', failed.length === 0, `${failed.length} of ${all.length}`),
      check(
        'no response mixing generations across nodes',
        wentBack.length === 0,
        `${wentBack.length} of ${all.length} back on the generation a switch left`,
      ),
      check(
        'switch through the edge within 1 s of one node',
        edgeMedian - nodeMedian <= 1,
        `${round(edgeMedian)} s through the edge, ${round(nodeMedian)} s at one node`,
      ),
    ],
  };
}

/** Requests a second and their spread, from the answers of a run of `seconds`. */
function throughputOf(answers: PageAnswer[], seconds: number) {
  const latencies = answers.map((answer) => answer.at - answer.sent).sort((a, b) => a - b);
  return {
    requests: answers.length,
    failed: failedPages(answers).length,
    perSecond: Math.round(answers.length / seconds),
    p95Ms: round(latencies[Math.floor(latencies.length * 0.95)] ?? Number.NaN),
  };
}

/**
 * Throughput: the same pages loaded as fast as the clients can, for the same time, through the
 * edge and then from one origin node's nginx alone, by the same clients on the same machine (each
 * a visitor of its own, so that no per-client limit of nginx is what is measured).
 */
export async function throughput(
  fleet: RunningFleet,
  paths: string[],
  times: DrillTimes,
): Promise<DrillResult> {
  const started = Date.now();
  const clients = times.pageClients * 4;
  const run = async (base: string) => {
    const pages = loadPages(base, paths, clients, 0);
    await sleep(THROUGHPUT_MS);
    await pages.stop();
    return throughputOf(pages.answers, THROUGHPUT_MS / 1000);
  };
  const edge = await run(fleet.layout.origins.shell);
  const node = await run(`http://127.0.0.1:${fleet.layout.nodes[0]!.port}`);
  return {
    drill: 'throughput: the edge beside one origin',
    seconds: (Date.now() - started) / 1000,
    figures: {
      clients,
      secondsEach: THROUGHPUT_MS / 1000,
      edgeRequestsPerSecond: edge.perSecond,
      edgeP95Ms: edge.p95Ms,
      oneOriginRequestsPerSecond: node.perSecond,
      oneOriginP95Ms: node.p95Ms,
      edgeRequests: edge.requests,
      oneOriginRequests: node.requests,
    },
    checks: [
      check(
        'no failed request through the edge',
        edge.failed === 0,
        `${edge.failed} of ${edge.requests}`,
      ),
      check(
        'no failed request at one origin',
        node.failed === 0,
        `${node.failed} of ${node.requests}`,
      ),
    ],
  };
}
