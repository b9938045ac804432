import { existsSync, readFileSync } from 'node:fs';
import { writeAtomically } from 'shared-lib/files';
import { isAlive } from '../generations/processAlive';

/** The processes of one origin node, by what they are. */
export interface NodeProcesses {
  nginx: number;
  formsApi: number;
  siteEvents: number;
  follower: number;
}

/** What `fleet up` started, where (fleet.json in the fleet's folder): `status` and `down` read it. */
export interface FleetRecord {
  startedAt: string;
  edge: { port: number; ports: number[]; pid: number };
  releaseService: { port: number; pid: number };
  postgres: { port: number; pid: number; url: string };
  origins: { name: string; port: number; pids: number[]; processes: NodeProcesses }[];
  token: string;
}

export function readFleetRecord(file: string): FleetRecord | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as FleetRecord;
}

export const writeFleetRecord = (file: string, record: FleetRecord) =>
  writeAtomically(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });

/** Every process the record names. */
export const recordedPids = (record: FleetRecord): number[] => [
  record.edge.pid,
  record.releaseService.pid,
  record.postgres.pid,
  ...record.origins.flatMap((origin) => origin.pids),
];

/** The record as `status --json` gives it, each part saying whether it runs. */
export function fleetStatus(record: FleetRecord) {
  const running = (pids: number[]) => pids.every(isAlive);
  return {
    edge: {
      port: record.edge.port,
      ports: record.edge.ports,
      pid: record.edge.pid,
      running: running([record.edge.pid]),
    },
    origins: record.origins.map((origin) => ({
      name: origin.name,
      port: origin.port,
      pids: origin.pids,
      running: running(origin.pids),
    })),
    postgres: {
      port: record.postgres.port,
      pid: record.postgres.pid,
      running: running([record.postgres.pid]),
    },
    releaseService: {
      port: record.releaseService.port,
      pid: record.releaseService.pid,
      running: running([record.releaseService.pid]),
    },
  };
}
