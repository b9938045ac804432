import type { DatabaseSync } from 'node:sqlite';
import { binOf, type VitalMetric } from './histogram';

/** The time buckets events are added up in, by their length. */
export const RESOLUTIONS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
export type Resolution = keyof typeof RESOLUTIONS;
const ALL = Object.keys(RESOLUTIONS) as Resolution[];

export const bucketStart = (time: number, resolution: Resolution) =>
  time - (time % RESOLUTIONS[resolution]);

/** What a count is about: a route and a generation ('' when it is about neither). */
export interface BucketKey {
  route: string;
  generation: string;
}

export const BUCKET_SCHEMA = `
CREATE TABLE IF NOT EXISTS counts (
  resolution TEXT NOT NULL,
  start INTEGER NOT NULL,
  route TEXT NOT NULL,
  generation TEXT NOT NULL,
  name TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (resolution, start, name, route, generation)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS counts_by_generation ON counts (resolution, name, generation);
CREATE TABLE IF NOT EXISTS histograms (
  resolution TEXT NOT NULL,
  start INTEGER NOT NULL,
  route TEXT NOT NULL,
  generation TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  bin INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (resolution, start, metric, route, generation, device, bin)
) WITHOUT ROWID;
`;

/** Adds `by` to the count `name` of `key` in the minute, hour and day of `time`. */
export function addCount(
  db: DatabaseSync,
  time: number,
  key: BucketKey,
  name: string,
  by = 1,
): void {
  const add = db.prepare(
    `INSERT INTO counts (resolution, start, route, generation, name, count) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET count = count + excluded.count`,
  );
  for (const resolution of ALL)
    add.run(resolution, bucketStart(time, resolution), key.route, key.generation, name, by);
}

/** Adds a measured value to the histogram of `metric` for `key` and device, in each bucket. */
export function addToHistogram(
  db: DatabaseSync,
  time: number,
  key: BucketKey & { device: string },
  metric: VitalMetric,
  value: number,
): void {
  const add = db.prepare(
    `INSERT INTO histograms (resolution, start, route, generation, device, metric, bin, count)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT DO UPDATE SET count = count + 1`,
  );
  const bin = binOf(metric, value);
  for (const resolution of ALL)
    add.run(
      resolution,
      bucketStart(time, resolution),
      key.route,
      key.generation,
      key.device,
      metric,
      bin,
    );
}
