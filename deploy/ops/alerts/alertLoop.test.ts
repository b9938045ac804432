import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SiteEvent } from 'shared-lib/site-events';
import { nextCanberraMidnight } from '../../generations/canberraMidnight';
import { REPO_ROOT } from '../../origins/siteApps';
import { createServiceLogger } from '../../observability/serviceLogger';
import { openEventStore, recordEvent } from '../../site-events/eventStore';
import { VITALS } from '../../site-events/siteEventExamples';
import { EVENT_ENGINES, testEventsLocation } from '../../site-events/testEventStore';
import { formsSampler } from '../formsSampler';
import { alertLoop } from './alertLoop';
import { ALERT_SETTINGS } from './alertRules';
import { releaseLogFile } from '../releaseLogSource';

jest.setTimeout(90_000);

const ORIGIN = 'http://127.0.0.1:8080';
const MINUTE = 60_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A webhook receiver (a chat's incoming hook stands beyond the site: this takes its place). */
async function webhookReceiver() {
  const posts: { rule: string; summary: string; link: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      posts.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    posts,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The real forms-api, from its sources: its disk floor set past any disk, so that every
 * submission is refused 507, and mail that waits (no SMTP answers on port 9).
 */
async function startFormsApi(dataDir: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'forms-api/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        FORMS_API_PORT: String(port),
        FORMS_API_DATA_DIR: dataDir,
        FORMS_API_LOG_LEVEL: 'silent',
        FORMS_API_ALLOWED_ORIGINS: ORIGIN,
        FORMS_API_MIN_FREE_BYTES: String(2 ** 52),
        FORMS_API_SMTP_URL: 'smtp://127.0.0.1:9',
        FORMS_API_MAIL_RETRY_MS: '600000',
        FORMS_API_ALERT_ADDRESS: 'ops@fyshwickoutlet.example',
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).status) break;
    } catch {
      if (attempt > 300) throw new Error('forms-api did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Mail waiting in forms-api's outbox: subject and recipient. */
const outbox = (dataDir: string) => {
  const db = new DatabaseSync(path.join(dataDir, 'forms.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT recipient, subject FROM outbox ORDER BY id').all() as {
      recipient: string;
      subject: string;
    }[];
  } finally {
    db.close();
  }
};

describe.each(EVENT_ENGINES)(
  'the alerts: each rule fires once per incident, by mail and to the webhook (events on %s)',
  (engine) => {
    let dir: string;
    let forms: Awaited<ReturnType<typeof startFormsApi>>;
    let hook: Awaited<ReturnType<typeof webhookReceiver>>;
    let store: Awaited<ReturnType<typeof testEventsLocation>>;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'alerts-'));
      forms = await startFormsApi(path.join(dir, 'forms'));
      hook = await webhookReceiver();
    });
    afterAll(async () => {
      forms.stop();
      await hook.close();
      rmSync(dir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      store = await testEventsLocation(engine);
    });
    afterEach(() => store.remove());

    it('reports the release side, the intake, the outbox, the disk and a slow route once each', async () => {
      const db = await openEventStore(store.location);
      const releaseLog = path.join(dir, 'release-log.jsonl');
      // 70 minutes after a Canberra midnight: the re-render is late and its schedule missed.
      const midnight = nextCanberraMidnight(new Date('2026-11-26T00:00:00Z')).getTime();
      let now = midnight + 70 * MINUTE;
      const line = (minutes: number, fields: object) =>
        appendFileSync(
          releaseLog,
          `${JSON.stringify({ time: new Date(midnight + minutes * MINUTE).toISOString(), ...fields })}\n`,
        );
      line(-600, { action: 'rerender', renderDate: '2026-11-26', generation: '000010' });
      // As the release service logs what failed (ReleaseService.logFailure).
      line(-300, {
        action: 'rerender',
        outcome: 'failed',
        reason: 'Canberra midnight',
        generation: '000010',
        renderDate: '2026-11-26',
        error: 'Generation 000011 is refused: /stores/ module (timeout)',
      });
      line(-250, {
        action: 'schedule',
        outcome: 'failed',
        workspace: 'mf-gifts',
        change: 'mf-gifts 2026-xmas at 2026-11-25T13:00:00.000Z',
        reason: 'schedule s-1a2b3c (by marketing)',
        generation: '000010',
        renderDate: '2026-11-26',
        error: 'Refused: another release command holds the lock',
      });
      line(-200, {
        action: 'abort',
        actor: 'canary watcher',
        workspace: 'mf-gifts',
        from: 'xmas-v3',
        reason: 'worse than stable: failures',
        figures: 'canary 9 of 40 page loads failed',
      });
      appendFileSync(releaseLog, 'not a line of the log\n');
      for (let i = 0; i < 3; i += 1)
        await recordEvent(db, {
          event: {
            ...VITALS,
            route: 'store-detail',
            path: '/stores/nike/',
            lcp: 5200,
          } as SiteEvent,
          receivedAt: now - 5 * MINUTE,
          verified: true,
          counted: true,
          servedGeneration: true,
        });
      const sampler = formsSampler(db, `${forms.url}/metrics`);
      await sampler.sample();
      for (let i = 0; i < 3; i += 1) {
        const refused = await fetch(`${forms.url}/restful_forms/submitForm`, {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'multipart/form-data; boundary=x' },
          body: '--x--\r\n',
        });
        expect(refused.status).toBe(507);
      }
      await sampler.sample();
      const loop = alertLoop({
        db,
        releaseLog: releaseLogFile(releaseLog),
        forms: sampler,
        diskDirs: [dir],
        channels: {
          mailUrl: `${forms.url}/ops/alert-mail`,
          webhookUrl: hook.url,
          dashboardUrl: `${ORIGIN}/admin/ops/`,
        },
        // Every threshold the test cannot reach in a minute, brought within reach.
        settings: {
          ...ALERT_SETTINGS,
          outboxMaxAgeMinutes: 0,
          diskMinFreePercent: 100,
          lcpMinVitals: 3,
        },
        log: createServiceLogger('alerts-test', { level: 'silent' }),
        now: () => now,
      });

      await loop.check();
      const fired = () => hook.posts.map((post) => post.rule).sort();
      expect(fired()).toEqual([
        'canary-aborted',
        'disk-full',
        'intake-5xx',
        'lcp-over-budget',
        'rerender-failed',
        'rerender-late',
        'schedule-failed',
        'schedule-missed',
      ]);
      expect(hook.posts.find((post) => post.rule === 'intake-5xx')).toMatchObject({
        summary: expect.stringMatching(/^3 of 3 submissions answered 5xx in the last \d+ min$/),
        link: `${ORIGIN}/admin/ops/#alert-intake-5xx`,
      });
      // Each went out by mail too, through forms-api's outbox, which now holds mail waiting.
      expect(outbox(path.join(dir, 'forms'))).toHaveLength(8);
      expect(outbox(path.join(dir, 'forms'))[0]!.recipient).toBe('ops@fyshwickoutlet.example');

      // A minute later the same conditions hold, and the outbox has mail waiting: only that is new.
      now += MINUTE;
      await sampler.sample();
      await loop.check();
      expect(fired()).toHaveLength(9);
      expect(hook.posts.at(-1)!.rule).toBe('outbox-stuck');
      expect(outbox(path.join(dir, 'forms'))).toHaveLength(9);

      // The re-render runs: its three incidents close; failing again later is a new incident.
      line(75, { action: 'rerender', renderDate: '2026-11-27', generation: '000011' });
      now += MINUTE;
      await loop.check();
      expect(fired()).toHaveLength(9);
      line(80, {
        action: 'rerender',
        outcome: 'failed',
        reason: 'release',
        error: 'render failed',
      });
      now += MINUTE;
      await loop.check();
      expect(hook.posts.at(-1)).toMatchObject({
        rule: 'rerender-failed',
        summary: `the re-render of ${new Date(midnight + 80 * MINUTE).toISOString()} failed`,
      });
      expect(
        (await loop.incidents.latest(50)).filter((incident) => incident.rule === 'rerender-failed'),
      ).toEqual([
        expect.objectContaining({ closedAt: null }),
        expect.objectContaining({ closedAt: expect.any(Number) }),
      ]);
      await db.close();
    });

    it('reports a forms-api that does not answer, and retries a mail that could not be sent', async () => {
      const db = await openEventStore(store.location);
      let now = Date.parse('2026-11-27T02:00:00Z');
      // Nothing listens on port 9: forms-api is down, so its figures and its alert mail fail.
      const sampler = formsSampler(db, 'http://127.0.0.1:9/metrics', () => now);
      await sampler.sample();
      const posted = hook.posts.length;
      const loop = alertLoop({
        db,
        releaseLog: null,
        forms: sampler,
        diskDirs: [],
        channels: {
          mailUrl: 'http://127.0.0.1:9/ops/alert-mail',
          webhookUrl: hook.url,
          dashboardUrl: `${ORIGIN}/admin/ops/`,
        },
        log: createServiceLogger('alerts-test', { level: 'silent' }),
        now: () => now,
      });
      await loop.check();
      expect(hook.posts).toHaveLength(posted);
      now += 3 * MINUTE;
      await loop.check();
      expect(hook.posts.slice(posted)).toEqual([
        expect.objectContaining({
          rule: 'intake-5xx',
          summary: 'forms-api has not answered since 2026-11-27T02:00:00.000Z',
        }),
      ]);
      const [incident] = await loop.incidents.latest();
      expect(incident).toMatchObject({ mailedAt: null, postedAt: now, closedAt: null });
      // Checked again: the webhook is not posted twice; the mail is tried again (and fails again).
      await loop.check();
      expect(hook.posts).toHaveLength(posted + 1);
      expect(await loop.incidents.unnotified({ mail: true, webhook: true })).toHaveLength(1);
      await db.close();
    });
  },
);
