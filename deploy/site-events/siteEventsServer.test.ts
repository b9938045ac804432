import { FAILURE, PAGE_VIEW } from './siteEventExamples';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { createTestDatabase } from 'forms-api/testing/postgres';
import { createStaticServer } from '../server/createStaticServer';
import { createSiteEventsServer, MAX_EVENT_BYTES } from './createSiteEventsServer';
import { postgresEventMigrations } from './eventDb';
import {
  eventCount,
  generationHealth,
  openEventStore,
  releaseHealth,
  type EventDb,
  type EventsLocation,
} from './eventStore';

const ORIGIN = 'http://127.0.0.1:8080';

/** A new database in the run's test PostgreSQL, with the site events' migrations applied. */
async function migratedEventsDatabase() {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  await postgresEventMigrations().applyPostgresAt(database.url);
  return database;
}

describe.each(['a real SQLite file', 'PostgreSQL'])(
  'the site events service (real HTTP on loopback, %s)',
  (engine) => {
    let dir: string;
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    let location: EventsLocation;
    let db: EventDb;
    let server: http.Server;
    let url: string;
    let clock: number;

    let sender = 0;
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });

    beforeEach(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'site-events-'));
      database = engine === 'PostgreSQL' ? await migratedEventsDatabase() : undefined;
      location = database
        ? { databaseUrl: database.url }
        : { file: path.join(dir, 'events.sqlite') };
      db = await openEventStore(location);
      clock = 1_000_000;
      server = createSiteEventsServer({
        db,
        allowedOrigins: [ORIGIN],
        rateLimit: { perMinute: 6, burst: 3 },
        now: () => clock,
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site-events/`;
    });

    afterEach(async () => {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
      rmSync(dir, { recursive: true, force: true });
      await database?.drop();
    });

    it('stores page views and failures as sendBeacon sends them, and counts them', async () => {
      expect((await post(PAGE_VIEW)).status).toBe(204);
      expect((await post(FAILURE, { 'Content-Type': 'application/json' })).status).toBe(204);
      expect(await generationHealth(db, '000002')).toEqual({
        generation: '000002',
        pageViews: 1,
        failures: 1,
        failuresByKind: { render: 1 },
      });
      expect(await releaseHealth(db)).toEqual([
        {
          remote: 'gifts',
          release: 'v2',
          generations: ['000002'],
          pageViews: 1,
          failuresByKind: { render: 1 },
        },
        {
          remote: 'stores',
          release: null,
          generations: ['000002'],
          pageViews: 1,
          failuresByKind: {},
        },
      ]);
    });

    it('refuses malformed, oversize and foreign bodies with 4xx and stores nothing', async () => {
      // Each from a sender of its own, so that the rate limit is not what refuses them.
      const from = (headers: Record<string, string> = {}) => ({
        'X-Real-IP': `198.51.100.${(sender += 1)}`,
        ...headers,
      });
      const refused = [
        await post('{"type":', from()),
        await post({ ...PAGE_VIEW, visitor: 'ana@example.com' }, from()),
        await post({ ...FAILURE, kind: 'crash' }, from()),
        await post({ ...PAGE_VIEW, path: `/${'a'.repeat(MAX_EVENT_BYTES)}` }, from()),
        await post(PAGE_VIEW, from({ Origin: 'https://evil.example' })),
        await fetch(url, { method: 'POST', headers: from(), body: JSON.stringify(PAGE_VIEW) }),
        await post(PAGE_VIEW, from({ 'Content-Type': 'application/x-www-form-urlencoded' })),
        await fetch(url, { headers: from({ Origin: ORIGIN }) }),
      ];
      expect(refused.map((response) => response.status)).toEqual([
        400, 400, 400, 413, 403, 403, 415, 405,
      ]);
      expect(await refused[1]!.text()).toBe(
        'Not a site event: visitor: not a field of a pageview event\n',
      );
      expect(await refused[4]!.text()).toBe("Origin https://evil.example is not this site's\n");
      expect(await eventCount(db)).toBe(0);
    });

    it('limits each sender to its burst, then to its rate per minute', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await post(PAGE_VIEW)).status);
      expect(statuses).toEqual([204, 204, 204, 429]);
      // Another sender behind the same proxy is counted on its own.
      expect((await post(PAGE_VIEW, { 'X-Real-IP': '203.0.113.9' })).status).toBe(204);
      clock += 10_000; // one token back at six a minute
      expect((await post(PAGE_VIEW)).status).toBe(204);
      expect((await post(PAGE_VIEW)).status).toBe(429);
      expect(await eventCount(db)).toBe(5);
    });

    it('counts only what a generation received since a given time', async () => {
      await post(PAGE_VIEW);
      clock += 5_000;
      await post(FAILURE);
      expect(await generationHealth(db, '000002', clock)).toMatchObject({
        pageViews: 0,
        failures: 1,
      });
    });

    it('counts the beacons every host stored, as the canary watcher reads them', async () => {
      // A second host's service on the same store, and a watcher with a connection of its own.
      const otherDb = await openEventStore(location);
      const other = createSiteEventsServer({
        db: otherDb,
        allowedOrigins: [ORIGIN],
        now: () => clock,
      });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/site-events/`;
      const watcher = await openEventStore(location, { readonly: true });
      try {
        expect((await post(PAGE_VIEW)).status).toBe(204);
        const viaOther = await fetch(otherUrl, {
          method: 'POST',
          headers: { Origin: ORIGIN, 'Content-Type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify(FAILURE),
        });
        expect(viaOther.status).toBe(204);
        expect(await generationHealth(watcher, '000002')).toMatchObject({
          pageViews: 1,
          failures: 1,
        });
      } finally {
        await new Promise((resolve) => other.close(resolve));
        await otherDb.close();
        await watcher.close();
      }
    });

    it("is reached through the site's Node server at /site-events/, as through nginx", async () => {
      const site = createStaticServer({
        root: dir,
        spa: true,
        eventsUpstream: { host: '127.0.0.1', port: Number(new URL(url).port) },
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/site-events/`;
      try {
        const send = (origin: string) =>
          fetch(siteUrl, {
            method: 'POST',
            headers: { Origin: origin, 'Content-Type': 'text/plain;charset=UTF-8' },
            body: JSON.stringify(PAGE_VIEW),
          });
        expect((await send(ORIGIN)).status).toBe(204);
        expect((await send('https://evil.example')).status).toBe(403);
        expect(await eventCount(db)).toBe(1);
      } finally {
        await new Promise((resolve) => site.close(resolve));
      }
    });
  },
);
