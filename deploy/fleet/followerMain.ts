import { loadSiteConfig } from '../config/siteConfig';
import { localUrl } from '../config/settingValues';
import { runMain } from '../entries/runMain';
import { createFollowerServer, OriginFollower } from './originFollower';

/** How often a node asks the release service whether it is behind. */
const CATCH_UP_MS = 1000;

/**
 * An origin node's follower (decision 392): the site configuration of the node (its state
 * folder, which its nginx serves), the release service it follows (RELEASE_SERVICE_URL) and the
 * token they share (RELEASE_TOKEN). It listens where the node's release service would (the
 * shell's port + 8), catches up at once, then every second and whenever the service says.
 */
async function main(): Promise<void> {
  const config = loadSiteConfig();
  const url = process.env.RELEASE_SERVICE_URL;
  const token = process.env.RELEASE_TOKEN;
  if (!url || !token)
    throw new Error(
      'An origin node follows a release service: set RELEASE_SERVICE_URL (its address) and RELEASE_TOKEN (its token)',
    );
  const follower = new OriginFollower({
    stateDir: config.folders.state,
    service: { url, token },
    log: (line) => console.log(`origin follower: ${line}`),
  });
  const server = createFollowerServer(follower, token);
  const { host, port } = config.listen.releaseService;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  console.log(
    `origin follower listening on ${localUrl(config.listen.releaseService)}/ (${config.folders.state}), following ${url}`,
  );
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    await follower.catchUp().finally(() => {
      busy = false;
    });
  };
  await tick();
  const timer = setInterval(() => void tick(), CATCH_UP_MS);
  const stop = () => {
    clearInterval(timer);
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

runMain(main);
