import { runMain } from '../entries/runMain';
import { fleetDown } from '../fleet/fleetDown';
import { fleetDrill } from '../fleet/fleetDrill';
import { fleetLayout } from '../fleet/fleetLayout';
import { fleetStatus, readFleetRecord } from '../fleet/fleetRecord';
import { fleetUp } from '../fleet/fleetUp';
import { REPO_ROOT } from '../origins/siteApps';
import { port, seconds } from '../config/settingValues';

const USAGE = 'npm run fleet -- up | status [--json] | down | drill [--short]';

/** A setting of the fleet from the environment, checked and named when bad. */
function setting<T>(name: string, parse: (given: string) => T, fallback: T): T {
  const given = process.env[name];
  if (given === undefined || given === '') return fallback;
  try {
    return parse(given);
  } catch (error) {
    throw new Error(`${name}=${given}: ${(error as Error).message}`);
  }
}

/**
 * `npm run fleet -- up | status [--json] | down | drill [--short]` (decisions 393, 394): the site
 * beyond one machine, on this one: PostgreSQL, two origin nodes, the edge and the release service
 * on loopback ports from FLEET_PORT (8700); EDGE_GRACE_SECONDS (86400) is how long the edge
 * answers when no node does. `drill` runs the drills on a fleet of its own.
 */
async function main(): Promise<void> {
  const [action, ...flags] = process.argv.slice(2);
  const layout = fleetLayout(REPO_ROOT, setting('FLEET_PORT', port, 8700));
  const log = (line: string) => console.log(line);
  switch (action) {
    case 'up': {
      const started = Date.now();
      const record = await fleetUp(layout, {
        graceSeconds: setting('EDGE_GRACE_SECONDS', seconds, 86_400),
        log,
      });
      log(`\nThe fleet is up in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
      log(
        `  edge          ${layout.origins.shell}/ (remotes on ${record.edge.ports.slice(1).join(', ')}), pid ${record.edge.pid}`,
      );
      for (const origin of record.origins)
        log(`  ${origin.name.padEnd(13)} port ${origin.port}, pids ${origin.pids.join(' ')}`);
      log(
        `  release       ${layout.service.url}/ (RELEASE_TOKEN in ${layout.recordFile}), pid ${record.releaseService.pid}`,
      );
      log(`  postgres      127.0.0.1:${record.postgres.port}, pid ${record.postgres.pid}`);
      log('npm run fleet -- status | down');
      return;
    }
    case 'status': {
      const record = readFleetRecord(layout.recordFile);
      if (!record)
        throw new Error(`No fleet is recorded on port ${layout.port}: npm run fleet -- up`);
      const status = fleetStatus(record);
      if (flags.includes('--json')) {
        log(JSON.stringify(status, null, 2));
        return;
      }
      const state = (running: boolean) => (running ? 'running' : 'STOPPED');
      log(
        `edge          port ${status.edge.port}, pid ${status.edge.pid}: ${state(status.edge.running)}`,
      );
      for (const origin of status.origins)
        log(
          `${origin.name.padEnd(13)} port ${origin.port}, pids ${origin.pids.join(' ')}: ${state(origin.running)}`,
        );
      log(
        `release       port ${status.releaseService.port}, pid ${status.releaseService.pid}: ${state(status.releaseService.running)}`,
      );
      log(
        `postgres      port ${status.postgres.port}, pid ${status.postgres.pid}: ${state(status.postgres.running)}`,
      );
      return;
    }
    case 'down':
      return fleetDown(layout, log);
    case 'drill': {
      const started = Date.now();
      const passed = await fleetDrill(layout, { short: flags.includes('--short'), log });
      log(`Drills done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!passed) process.exitCode = 1;
      return;
    }
    default:
      throw new Error(`${action ? `Unknown action ${action}` : 'No action'}: ${USAGE}`);
  }
}

runMain(main);
