import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  ReleaseError,
  releaseBuild,
  releaseList,
  releasePromote,
  releaseRollback,
  type ReleaseContext,
} from '../release/releaseCommands';
import { REPO_ROOT } from '../origins/siteApps';

/** Where released versions live: `releases/` of the repository unless RELEASES_DIR says. */
export const releasesRoot = () =>
  path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));

const USAGE = `Usage (npm run release -- ...):
  build <workspace> <version> [--campaign <name>] [--from <build folder>]
      builds one remote (or takes an existing build) into releases/<workspace>/<version>/
  promote <workspace> <version>   points remotes.json at that version, then pre-renders
  rollback <workspace>            back to the version promoted before, then pre-renders
  list [<workspace>]              released versions, the current one and the rollback target`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

const context: ReleaseContext = {
  repoRoot: REPO_ROOT,
  releasesRoot: releasesRoot(),
  shellDist: path.join(REPO_ROOT, 'shell/dist'),
  prerender: () =>
    spawnSync(process.execPath, [require.resolve('tsx/cli'), 'deploy/scripts/prerender.ts'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    }).status ?? 1,
  log: (line) => console.log(line),
};

async function main(args: string[]): Promise<void> {
  const [command, workspace, version] = args;
  switch (command) {
    case 'build':
      if (!workspace || !version) break;
      releaseBuild(context, {
        workspace,
        version,
        campaign: option(args, 'campaign'),
        from: option(args, 'from'),
      });
      return;
    case 'promote':
      if (!workspace || !version) break;
      await releasePromote(context, workspace, version);
      return;
    case 'rollback':
      if (!workspace) break;
      await releaseRollback(context, workspace);
      return;
    case 'list':
      releaseList(context, workspace);
      return;
  }
  console.error(USAGE);
  process.exit(64);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error instanceof ReleaseError ? error.message : (error.stack ?? error.message));
    process.exit(1);
  });
}
