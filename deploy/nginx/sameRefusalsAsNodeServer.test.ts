import { chmodSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-lib/apps';
import { sharedDir } from '../generations/siteState';
import { createStaticServer } from '../server/createStaticServer';
import {
  freePort,
  HOST,
  listening,
  serveFirstGeneration,
  startNginx,
  testNginxSite,
  testPolicy,
  writeFiles,
  type RunningNginx,
} from './nginxForTests';

// What neither server ever answers, whatever the address: a redirect to another host, a file
// reached through a symbolic link, a source map, or the Node builds the pre-render runs from
// disk. The Node server (npm start) and the generated nginx configuration are asked the same.

const SECRET = 'SECRET outside the site';

/** The request line sent exactly as written (no client library would send `/\t/x`). */
function rawGet(
  port: number,
  target: string,
): Promise<{ status: number; location?: string; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, HOST, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${HOST}:${port}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const location = /^location: ?(.*)$/im.exec(head)?.[1];
      resolve({
        status: Number(head.split(' ')[1]),
        ...(location === undefined ? {} : { location }),
        head,
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}

describe('the Node server and nginx never answer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'same-refusals-'));
  const shellDist = path.join(dir, 'shell');
  const stateDir = path.join(dir, 'state');
  const remoteDist = path.join(dir, 'remote');
  const releases = path.join(dir, 'releases');
  /** The served generation's folder. */
  let generation: string;
  const servers: Server[] = [];
  let nginx: RunningNginx;
  /** Each server's shell and remote origin, by the server's name. */
  const ports: Record<'nginx' | 'node', { shell: number; remote: number }> = {
    nginx: { shell: 0, remote: 0 },
    node: { shell: 0, remote: 0 },
  };

  beforeAll(async () => {
    // nginx's workers may run as another user when the tests run as root.
    chmodSync(dir, 0o755);
    // The served generation, through the state folder's link as the release service makes it.
    generation = serveFirstGeneration(stateDir);
    writeFiles(dir, ['secret.txt'], SECRET);
    writeFiles(shellDist, ['main.0123456789.js', 'main.0123456789.js.map', 'server/main.js']);
    writeFiles(generation, [
      'index.html',
      '404/index.html',
      'stores/index.html',
      'stores/server/index.html',
    ]);
    writeFiles(sharedDir(stateDir), ['assets/remote-styles/remote.0123456789.css']);
    writeFiles(remoteDist, [
      'remoteEntry.js',
      'bootstrap.0123456789.js.map',
      'server/remoteEntry.js',
      'campaigns/christmas/remoteEntry.js',
      'campaigns/christmas/server/remoteEntry.js',
    ]);
    writeFiles(releases, [
      'v1/remoteEntry.js',
      'v1/server/remoteEntry.js',
      'v1/470.46e2d7f91b.js.map',
    ]);
    // Links inside what is served: out of the site, to a folder, and to a file of the site.
    const secret = path.join(dir, 'secret.txt');
    symlinkSync(secret, path.join(generation, 'leak.txt'));
    symlinkSync(dir, path.join(generation, 'up'));
    symlinkSync(path.join(generation, 'index.html'), path.join(generation, 'again.html'));
    symlinkSync(secret, path.join(shellDist, 'leak-build.txt'));
    symlinkSync(
      secret,
      path.join(sharedDir(stateDir), 'assets/remote-styles/remote.9876543210.css'),
    );
    symlinkSync(secret, path.join(releases, 'v1/leak.js'));
    symlinkSync(secret, path.join(remoteDist, 'leak.js'));

    ports.nginx = { shell: await freePort(), remote: await freePort() };
    const remoteOrigin = `http://${HOST}:${ports.nginx.remote}`;
    nginx = await startNginx(
      testNginxSite(dir, {
        shellListen: { host: HOST, port: ports.nginx.shell },
        shellDist,
        stateDir,
        remotes: [
          {
            name: 'stores',
            listen: { host: HOST, port: ports.nginx.remote },
            dist: remoteDist,
            releases,
          },
        ],
        policy: testPolicy(
          `http://${HOST}:${ports.nginx.shell}`,
          Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteOrigin])),
        ),
      }),
      `http://${HOST}:${ports.nginx.shell}/`,
    );
    const nodeShell = createStaticServer({ root: shellDist, spa: true, site: stateDir });
    const nodeRemote = createStaticServer({ root: remoteDist, releases });
    servers.push(nodeShell, nodeRemote);
    ports.node = { shell: await listening(nodeShell), remote: await listening(nodeRemote) };
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  });

  const both = ['nginx', 'node'] as const;

  it.each(both)('%s: a redirect to another host, however the address is written', async (name) => {
    const port = ports[name].shell;
    const origin = `http://${HOST}:${port}`;
    for (const target of [
      '/%5C2130706433',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/\\2130706433',
      '/\\/evil.example',
      '//2130706433',
      '///evil.example',
      '////evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/%2F%2Fevil.example',
      '/%2F/2130706433',
      '/%09/2130706433',
      '/\t/2130706433',
      '/%5C/2130706433',
      '/%0D%0A/2130706433',
    ]) {
      const { location } = await rawGet(port, target);
      // Resolved as a browser does: tabs and new lines dropped, `\` read as `/`.
      if (location !== undefined)
        expect({ target, to: new URL(location, origin).origin }).toEqual({ target, to: origin });
    }
    // Nor a header of the address's making (a decoded new line in the Location).
    const split = await rawGet(port, '/%0D%0ASet-Cookie:%20injected=1/a');
    expect(split.head).not.toMatch(/^Set-Cookie: injected/im);
    // The redirect of a page address without its slash still works, its query kept.
    expect(await rawGet(port, '/stores?letter=a')).toMatchObject({
      status: 301,
      location: '/stores/?letter=a',
    });
  });

  it.each(both)('%s: a file reached through a symbolic link', async (name) => {
    const { shell, remote } = ports[name];
    for (const [port, target] of [
      [shell, '/leak.txt'],
      [shell, '/up/secret.txt'],
      [shell, '/again.html'],
      [shell, '/leak-build.txt'],
      [shell, '/assets/remote-styles/remote.9876543210.css'],
      [remote, '/leak.js'],
      [remote, '/releases/v1/leak.js'],
    ] as const) {
      const { status, body } = await rawGet(port, target);
      expect({ target, status, secret: body.includes(SECRET) }).toEqual({
        target,
        status: 404,
        secret: false,
      });
    }
    // The served generation is itself a link of the state folder (nginx's `current`): served.
    expect((await rawGet(shell, '/stores/')).body).toBe('stores/index.html\n');
    expect((await rawGet(shell, '/assets/remote-styles/remote.0123456789.css')).status).toBe(200);
  });

  it.each(both)('%s: a source map or a Node build', async (name) => {
    const { shell, remote } = ports[name];
    const answers: Record<string, number> = {};
    for (const [port, target] of [
      [shell, '/main.0123456789.js.map'],
      [shell, '/server/main.js'],
      [shell, '/server%2Fmain.js'],
      [shell, '//server/main.js'],
      [remote, '/bootstrap.0123456789.js.map'],
      [remote, '/server/remoteEntry.js'],
      [remote, '/releases/v1/server/remoteEntry.js'],
      [remote, '/releases/v1/470.46e2d7f91b.js.map'],
      [remote, '/campaigns/christmas/server/remoteEntry.js'],
      // What is served beside them.
      [shell, '/main.0123456789.js'],
      [shell, '/stores/server/'],
      [remote, '/remoteEntry.js'],
      [remote, '/releases/v1/remoteEntry.js'],
      [remote, '/campaigns/christmas/remoteEntry.js'],
    ] as const)
      answers[`${port === shell ? 'shell' : 'remote'} ${target}`] = (
        await rawGet(port, target)
      ).status;
    expect(answers).toEqual({
      'shell /main.0123456789.js.map': 404,
      'shell /server/main.js': 404,
      'shell /server%2Fmain.js': 404,
      'shell //server/main.js': 404,
      'remote /bootstrap.0123456789.js.map': 404,
      'remote /server/remoteEntry.js': 404,
      'remote /releases/v1/server/remoteEntry.js': 404,
      'remote /releases/v1/470.46e2d7f91b.js.map': 404,
      'remote /campaigns/christmas/server/remoteEntry.js': 404,
      'shell /main.0123456789.js': 200,
      'shell /stores/server/': 200,
      'remote /remoteEntry.js': 200,
      'remote /releases/v1/remoteEntry.js': 200,
      'remote /campaigns/christmas/remoteEntry.js': 200,
    });
  });
});
