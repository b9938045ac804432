import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { eventCount, openEventStore } from './eventStore';
import { windowSummary } from './windowSummary';

// A store as the first version of the service wrote it: page views and failures only.
const VERSION_1 = `
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('pageview', 'failure')),
  path TEXT NOT NULL,
  generation TEXT NOT NULL,
  kind TEXT,
  remote TEXT,
  release TEXT
);
CREATE INDEX events_by_generation ON events (generation, type, received_at);
CREATE TABLE generation_releases (
  generation TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT,
  PRIMARY KEY (generation, remote)
);`;

describe('the events store of the first version', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-events-v1-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is moved to the current schema with every event kept and added to the buckets', () => {
    const file = path.join(dir, 'site-events.sqlite');
    const old = new DatabaseSync(file);
    old.exec(VERSION_1);
    const now = Date.now();
    old
      .prepare(
        "INSERT INTO events (received_at, type, path, generation) VALUES (?, 'pageview', '/stores/', '000004')",
      )
      .run(now - 1000);
    old
      .prepare(
        "INSERT INTO events (received_at, type, path, generation, kind, remote, release) VALUES (?, 'failure', '/stores/', '000004', 'timeout', 'stores', NULL)",
      )
      .run(now - 500);
    old.prepare("INSERT INTO generation_releases VALUES ('000004', 'stores', NULL)").run();
    old.close();

    const db = openEventStore(file);
    try {
      expect(eventCount(db)).toBe(2);
      expect(windowSummary(db, '1h', now).rows).toEqual([
        expect.objectContaining({
          route: 'store-directory',
          generation: '000004',
          releases: { stores: null },
          pageViews: 1,
          errors: { 'failure:timeout': 1 },
        }),
      ]);
    } finally {
      db.close();
    }
    // Opened again: nothing is moved or counted twice.
    const again = openEventStore(file);
    expect(windowSummary(again, '1h', now).rows[0]).toMatchObject({ pageViews: 1 });
    again.close();
  });
});
