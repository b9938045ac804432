import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderManifest } from '../generations/fileManifest';
import { CURRENT_LINK, generationsDir, writeSiteOrigins } from '../generations/siteState';
import { runCommand } from '../release-service/commands';
import { OriginNodes } from '../release-service/originNodes';
import { ReleaseService, type Asker } from '../release-service/releaseService';
import { createReleaseServiceServer } from '../release-service/releaseServiceServer';
import { uploadLimits } from '../release-service/releaseUpload';
import { rerender } from '../release-service/siteOperations';
import {
  releaseFixture,
  renderPagesNamingTheirGeneration,
} from '../release-service/testing/releaseFixture';
import { previewsDir } from '../site-state/previewFolder';
import { currentOf } from '../site-state/siteStateDocument';
import { createFollowerServer, OriginFollower } from './originFollower';
import { ORIGIN_READY_FILE } from '../origins/originReadiness';

// A release service and origin nodes' followers, each node with a state folder of its own, over
// real HTTP on loopback: what nginx on each node serves is what these folders hold.

jest.setTimeout(60_000);

const TOKEN = 'fleet-test-token';
const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

describe('origin nodes following the release service', () => {
  let root: string;
  let fixture: Awaited<ReturnType<typeof releaseFixture>>;
  let service: ReleaseService;
  /** Where the nodes fetch from: set once the service listens. */
  const link = { url: '', token: TOKEN };
  const servers: Server[] = [];
  const nodes: {
    stateDir: string;
    follower: OriginFollower;
    url: string;
    server: Server;
    said: string[];
  }[] = [];

  const asker = (actor = 'ana'): Asker => ({
    actor,
    pid: process.pid,
    host: 'test',
    command: 'test',
    started: Date.now(),
  });
  const context = () => ({
    stateDir: path.join(root, 'service'),
    shellDist: fixture.shellDist,
    contentDir: path.join(root, 'content'),
  });
  const command = (name: string, args: Record<string, string>) =>
    runCommand(service, asker(), { command: name, args }, context());

  /** A node with a state folder of its own and its follower listening. */
  async function startNode(name: string) {
    const stateDir = path.join(root, name);
    const said: string[] = [];
    const follower = new OriginFollower({
      stateDir,
      service: link,
      log: (line) => said.push(line),
    });
    const server = createFollowerServer(follower, TOKEN);
    const node = { stateDir, follower, url: await listen(server), server, said };
    nodes.push(node);
    return node;
  }

  const servedBy = (stateDir: string) =>
    path.basename(readlinkSync(path.join(stateDir, CURRENT_LINK)));
  const readyFile = (stateDir: string) => path.join(stateDir, ORIGIN_READY_FILE);
  const filesOf = (stateDir: string, generation: string) =>
    folderManifest(path.join(generationsDir(stateDir), generation)).map(
      ({ path: file, sha256, mtimeMs }) => ({ file, sha256, mtime: Math.round(mtimeMs) }),
    );

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'origin-nodes-'));
    fixture = await releaseFixture(root);
    const stateDir = path.join(root, 'service');
    writeSiteOrigins(stateDir, fixture.origins);
    const [one, two] = [await startNode('node-1'), await startNode('node-2')];
    service = await ReleaseService.open({
      stateDir,
      releasesRoot: fixture.releasesRoot,
      shellDist: fixture.shellDist,
      origins: fixture.origins,
      lockWaitMs: 0,
      log: () => undefined,
      render: renderPagesNamingTheirGeneration,
      originNodes: new OriginNodes([one.url, two.url], TOKEN, null, () => undefined),
    });
    const server = createReleaseServiceServer(service, {
      token: TOKEN,
      context: context(),
      uploads: uploadLimits({ uploadMaxMegabytes: 1, uploadSeconds: 10 }),
    });
    servers.push(server);
    link.url = await listen(server);
  });

  afterEach(() => {
    for (const server of [...servers.splice(0), ...nodes.splice(0).map((node) => node.server)]) {
      server.close();
      server.closeAllConnections();
    }
    fixture.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('stages a candidate on every node, verified file by file, and switches every node with the promote', async () => {
    await rerender(service, asker('serve'), { reason: 'serve' });
    const first = currentOf(service.state)!;
    expect(nodes.map((node) => servedBy(node.stateDir))).toEqual([first, first]);

    const staged = await command('stage', { workspace: 'mf-gifts', version: '2026-xmas' });
    const candidate = staged.candidate!.generation;
    const serviceFiles = filesOf(path.join(root, 'service'), candidate);
    for (const node of nodes) {
      // The same bytes, and the same times (the servers' ETag and Last-Modified agree).
      expect(filesOf(node.stateDir, candidate)).toEqual(serviceFiles);
      expect(
        existsSync(path.join(previewsDir(node.stateDir), staged.candidate!.previewToken)),
      ).toBe(true);
      expect(servedBy(node.stateDir)).toBe(first);
    }

    await command('promote', { workspace: 'mf-gifts', version: '2026-xmas' });
    expect(nodes.map((node) => servedBy(node.stateDir))).toEqual([candidate, candidate]);
    for (const node of nodes)
      expect(JSON.parse(readFileSync(readyFile(node.stateDir), 'utf8'))).toMatchObject({
        revision: service.state.revision,
        current: candidate,
      });
    await command('rollback', { workspace: 'mf-gifts' });
    expect(nodes.map((node) => servedBy(node.stateDir))).toEqual([first, first]);
  });

  it('refuses a switch, changing nothing, while a node cannot stage what it needs', async () => {
    await rerender(service, asker('serve'), { reason: 'serve' });
    const before = { revision: service.state.revision, current: currentOf(service.state) };
    nodes[1]!.server.close();
    nodes[1]!.server.closeAllConnections();
    await expect(
      command('promote', { workspace: 'mf-gifts', version: '2026-easter' }),
    ).rejects.toThrow(
      new RegExp(
        `^Refused: origin node ${nodes[1]!.url} cannot stage generation \\d{6}: fetch failed\\. Nothing was switched; bring the node back, or take it out of fleet\\.nodes \\(ORIGIN_NODES\\)$`,
      ),
    );
    expect({ revision: service.state.revision, current: currentOf(service.state) }).toEqual(before);
    expect(servedBy(nodes[0]!.stateDir)).toBe(before.current);
  });

  it('keeps a node that starts late out until it has caught up, and refuses a file that does not match its hash', async () => {
    await rerender(service, asker('serve'), { reason: 'serve' });
    await command('promote', { workspace: 'mf-gifts', version: '2026-xmas' });
    const current = currentOf(service.state)!;
    // The service serves a file of the current generation that is not what its manifest says.
    const page = path.join(
      generationsDir(path.join(root, 'service')),
      current,
      'stores/index.html',
    );
    const kept = readFileSync(page);
    writeFileSync(page, '<p>tampered</p>');

    const late = await startNode('node-3');
    expect(existsSync(readyFile(late.stateDir))).toBe(false);
    await late.follower.catchUp();
    expect(late.follower.state).toMatchObject({ ready: false, current: null });
    expect(late.said.at(-1)).toMatch(
      new RegExp(
        `^cannot catch up with revision \\d+: generation ${current}: stores/index\\.html does not match its hash \\(15 bytes, sha256 \\w{12}…; the manifest says \\d+ bytes, \\w{12}…\\)$`,
      ),
    );
    expect(existsSync(path.join(generationsDir(late.stateDir), current))).toBe(false);
    expect(existsSync(readyFile(late.stateDir))).toBe(false);

    writeFileSync(page, kept);
    await late.follower.catchUp();
    expect(late.follower.state).toMatchObject({ ready: true, current });
    expect(servedBy(late.stateDir)).toBe(current);
    expect(JSON.parse(readFileSync(readyFile(late.stateDir), 'utf8')).revision).toBe(
      service.state.revision,
    );
  });
});
