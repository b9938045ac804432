import type { EventQueries } from './eventDb';
import type { VitalMetric } from 'shared-lib/site-events';
import { binOf } from './histogram';

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

/** `($1, $2, …), (…)` for `rows` rows of `width` values each, numbered from `$1`. */
const valuesOf = (rows: number, width: number) =>
  Array.from(
    { length: rows },
    (_, row) =>
      `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}`).join(', ')})`,
  ).join(', ');

/** Adds `by` to the count `name` of `key` in the minute, hour and day of `time`. */
export async function addCount(
  db: EventQueries,
  time: number,
  key: BucketKey,
  name: string,
  by = 1,
): Promise<void> {
  await db.run(
    `INSERT INTO counts (resolution, start, route, generation, name, count) VALUES ${valuesOf(ALL.length, 6)}
     ON CONFLICT (resolution, start, name, route, generation)
     DO UPDATE SET count = counts.count + excluded.count`,
    ...ALL.flatMap((resolution) => [
      resolution,
      bucketStart(time, resolution),
      key.route,
      key.generation,
      name,
      by,
    ]),
  );
}

/** Adds a measured value to the histogram of `metric` for `key` and device, in each bucket. */
export async function addToHistogram(
  db: EventQueries,
  time: number,
  key: BucketKey & { device: string },
  metric: VitalMetric,
  value: number,
): Promise<void> {
  const bin = binOf(metric, value);
  await db.run(
    `INSERT INTO histograms (resolution, start, route, generation, device, metric, bin, count)
     VALUES ${valuesOf(ALL.length, 8)}
     ON CONFLICT (resolution, start, metric, route, generation, device, bin)
     DO UPDATE SET count = histograms.count + excluded.count`,
    ...ALL.flatMap((resolution) => [
      resolution,
      bucketStart(time, resolution),
      key.route,
      key.generation,
      key.device,
      metric,
      bin,
      1,
    ]),
  );
}
