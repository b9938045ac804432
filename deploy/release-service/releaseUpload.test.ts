import { createHash, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASE_FILES } from 'shared-lib/release-files';
import { uploadReleaseArtifact, uploadRoute } from 'shared-lib/release-upload';
import { create, extract } from 'tar';
import { readReleaseLog, RELEASE_LOG_FILE } from '../generations/releaseLog';
import { releasePack } from '../release/releaseCommands';
import { currentOf } from '../site-state/siteStateDocument';
import type { ReleaseService } from './releaseService';
import { createReleaseServiceServer } from './releaseServiceServer';
import type { UploadLimits } from './releaseUpload';
import { rerender } from './siteOperations';
import { teamTokensFile } from './teamTokens';
import { askerOf, startTestReleaseSite, type TestReleaseSite } from './testReleaseSite';

const OPERATOR = 'operator-token';
const LIMITS: UploadLimits = {
  maxBytes: 256 * 1024,
  seconds: 2,
  maxUnpackedBytes: 1024 * 1024,
  maxEntries: 100,
};

interface Reply {
  status: number;
  body: { error?: string; said?: string[]; preview?: string };
}

describe('uploading a release to the release service', () => {
  let site: TestReleaseSite;
  let service: ReleaseService;
  let url: string;
  let scratch: string;

  beforeEach(async () => {
    site = await startTestReleaseSite();
    scratch = mkdtempSync(path.join(tmpdir(), 'upload-test-'));
    service = await site.openService();
    await rerender(service, askerOf('serve'), { reason: 'serve' });
    url = await site.serve(
      createReleaseServiceServer(service, {
        token: OPERATOR,
        context: site.context(),
        uploads: LIMITS,
      }),
    );
  });

  afterEach(async () => {
    await site.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const localContext = () => ({
    repoRoot: site.root,
    releasesRoot: site.releasesRoot,
    log: () => undefined,
  });

  /** One command to the service over HTTP with `token`. */
  async function command(token: string, body: unknown, route = '/v1/commands'): Promise<Reply> {
    const response = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Reply['body'] };
  }

  /** A team token made by the operator's `token create`: the answer's last line. */
  async function teamToken(workspace: string, name: string, mayPromote = false): Promise<string> {
    const made = await command(OPERATOR, {
      command: 'token-create',
      args: { workspaces: workspace, name, ...(mayPromote ? { 'may-promote': true } : {}) },
    });
    expect(made.status).toBe(200);
    return made.body.said!.at(-1)!;
  }

  /** The release folder `version` would be, unpacked in the scratch folder to be packed again, well or badly. */
  async function releaseFolder(version: string): Promise<string> {
    const { file } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version,
      from: site.giftsBuild,
      out: path.join(scratch, 'packed'),
    });
    const folder = path.join(scratch, version);
    mkdirSync(folder);
    await extract({ file, cwd: folder });
    return folder;
  }

  /** A gzip-compressed tar of `entries` of `folder`, as any tool could make it. */
  async function tarOf(folder: string, entries: string[], name = 'bad.tar.gz'): Promise<string> {
    const file = path.join(scratch, name);
    await create({ file, cwd: folder, gzip: true, portable: true, preservePaths: true }, entries);
    return file;
  }

  const listedFiles = (folder: string) =>
    Object.keys(
      (
        JSON.parse(readFileSync(path.join(folder, RELEASE_FILES), 'utf8')) as {
          files: Record<string, string>;
        }
      ).files,
    );

  /** A PUT of `body` to the upload route, as a client that says what it likes. */
  function put(
    body: Buffer,
    {
      token,
      workspace = 'mf-gifts',
      version,
    }: { token: string; workspace?: string; version: string },
    { chunked = false, slow = false } = {},
  ): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const sent = request(`${url}${uploadRoute(workspace, version)}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          ...(chunked ? {} : { 'content-length': body.length }),
        },
      });
      let answered = false;
      sent.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Reply['body'],
          }),
        );
      });
      sent.on('error', (error) => {
        if (!answered) reject(error);
      });
      if (slow) {
        // Half the artifact, then nothing: the service's clock runs out.
        sent.write(body.subarray(0, body.length >> 1));
        return;
      }
      // Written before the end, the body goes in chunks with no length said.
      if (chunked) sent.write(body);
      sent.end(chunked ? undefined : body);
    });
  }

  /** Every file of the releases folder with its hash, and the site's state revision. */
  function snapshot() {
    const files: Record<string, string> = {};
    const walk = (dir: string) => {
      if (!existsSync(dir)) return;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else
          files[path.relative(site.releasesRoot, file)] = createHash('sha256')
            .update(readFileSync(file))
            .digest('hex');
      }
    };
    walk(site.releasesRoot);
    return {
      revision: service.state.revision,
      current: currentOf(service.state),
      candidates: service.state.candidates.length,
      releases: files,
    };
  }

  /** Asserts a refusal: its status, its words, and nothing changed. */
  async function expectRefused(
    upload: Promise<Reply>,
    status: number,
    words: string | RegExp,
  ): Promise<void> {
    const before = snapshot();
    const reply = await upload;
    expect(reply.status).toBe(status);
    if (typeof words === 'string') expect(reply.body.error).toContain(words);
    else expect(reply.body.error).toMatch(words);
    expect(snapshot()).toEqual(before);
  }

  it("takes a team's artifact as its list says, releases and stages it, and logs the token's name", async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci');
    const { file, list } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version: 'team-1',
      from: site.giftsBuild,
      out: scratch,
    });
    const current = currentOf(service.state);
    // The name the client types is not what the log records: the token's own name is.
    const answer = await uploadReleaseArtifact(file, { to: url, token, actor: 'somebody-else' });
    expect(answer.said[0]).toMatch(
      /^Received mf-gifts team-1 from gifts-ci: 3 files \([\d.]+ MB unpacked, [\d.]+ MB sent\), each as its files\.json lists it/,
    );
    const preview = answer.said.at(-1)!;
    expect(preview).toMatch(new RegExp(`^${site.shellUrl}/__preview/[\\w-]{32}/$`));
    expect(answer.preview).toBe(preview);

    // In place, read-only, as listed; staged beside what is served, not promoted.
    const folder = path.join(site.releasesRoot, 'mf-gifts', 'team-1');
    expect(listedFiles(folder)).toEqual(Object.keys(list.files));
    expect(statSync(path.join(folder, 'server/remoteEntry.js')).mode & 0o222).toBe(0);
    expect(currentOf(service.state)).toBe(current);
    const entry = await fetch(preview, { redirect: 'manual' });
    const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
    expect((await site.page(cookie)).html).toContain('/releases/team-1/remoteEntry.js');
    expect(readReleaseLog(path.join(site.releasesRoot, RELEASE_LOG_FILE)).at(-1)).toMatchObject({
      action: 'stage',
      actor: 'gifts-ci',
      change: expect.stringContaining('team-1') as string,
    });
  });

  it('refuses an upload without a valid token (401), changing nothing', async () => {
    const { file } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version: 'v1',
      from: site.giftsBuild,
      out: scratch,
    });
    const body = readFileSync(file);
    await expectRefused(put(body, { token: 'not-a-token', version: 'v1' }), 401, 'token');
    await expectRefused(put(body, { token: `rt_${'x'.repeat(43)}`, version: 'v1' }), 401, 'token');
    // A revoked token is no token.
    const token = await teamToken('mf-gifts', 'gifts-old');
    expect(
      (await command(OPERATOR, { command: 'token-revoke', args: { name: 'gifts-old' } })).status,
    ).toBe(200);
    await expectRefused(put(body, { token, version: 'v1' }), 401, 'token');
  });

  it("refuses another team's remote (403), changing nothing", async () => {
    const stores = await teamToken('mf-stores', 'stores-ci');
    const { file } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version: 'v1',
      from: site.giftsBuild,
      out: scratch,
    });
    await expectRefused(
      put(readFileSync(file), { token: stores, version: 'v1' }),
      403,
      'The token stores-ci may release mf-stores only, not mf-gifts',
    );
  });

  it('refuses an artifact with one byte flipped, naming the file and both hashes (422), changing nothing', async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci');
    const folder = await releaseFolder('flipped');
    const entry = path.join(folder, 'server/remoteEntry.js');
    const listed = createHash('sha256').update(readFileSync(entry)).digest('hex');
    const bytes = readFileSync(entry);
    bytes[0] = bytes[0]! ^ 1;
    writeFileSync(entry, bytes);
    const changed = createHash('sha256').update(bytes).digest('hex');
    const file = await tarOf(folder, [RELEASE_FILES, ...listedFiles(folder)]);
    await expectRefused(
      put(readFileSync(file), { token, version: 'flipped' }),
      422,
      `server/remoteEntry.js has SHA-256 ${changed}, its files.json lists ${listed}`,
    );
  });

  it('refuses an artifact with a listed file missing, or a file its list does not name (422)', async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci');
    const folder = await releaseFolder('partial');
    const missing = await tarOf(
      folder,
      [RELEASE_FILES, ...listedFiles(folder).filter((name) => name !== 'remoteEntry.js')],
      'missing.tar.gz',
    );
    await expectRefused(
      put(readFileSync(missing), { token, version: 'partial' }),
      422,
      'remoteEntry.js is listed in its files.json but not in the artifact',
    );
    writeFileSync(path.join(folder, 'server', 'extra.js'), 'steal();');
    const extra = await tarOf(
      folder,
      [RELEASE_FILES, ...listedFiles(folder), 'server/extra.js'],
      'extra.tar.gz',
    );
    await expectRefused(
      put(readFileSync(extra), { token, version: 'partial' }),
      422,
      'server/extra.js is in the artifact but not in its files.json',
    );
  });

  it('refuses a link, a path out of the folder and a list that is not first or of another release (422)', async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci');
    const folder = await releaseFolder('tricks');
    const files = [RELEASE_FILES, ...listedFiles(folder)];
    symlinkSync('/etc/passwd', path.join(folder, 'server', 'passwd.js'));
    const link = await tarOf(folder, [...files, 'server/passwd.js'], 'link.tar.gz');
    await expectRefused(
      put(readFileSync(link), { token, version: 'tricks' }),
      422,
      'server/passwd.js is a SymbolicLink entry (a link?): an artifact is files only',
    );
    writeFileSync(path.join(scratch, 'outside.js'), 'escape();');
    const escaping = await tarOf(folder, [...files, '../outside.js'], 'escape.tar.gz');
    await expectRefused(
      put(readFileSync(escaping), { token, version: 'tricks' }),
      422,
      '"../outside.js" is not a path inside the release folder',
    );
    const absolute = await tarOf(
      folder,
      [...files, path.join(scratch, 'outside.js')],
      'abs.tar.gz',
    );
    await expectRefused(
      put(readFileSync(absolute), { token, version: 'tricks' }),
      422,
      'is not a path inside the release folder',
    );
    const listLast = await tarOf(folder, [...files.slice(1), RELEASE_FILES], 'last.tar.gz');
    await expectRefused(
      put(readFileSync(listLast), { token, version: 'tricks' }),
      422,
      'its first file is federation-assets.json, not its files.json',
    );
    // The artifact of `tricks` sent as another version.
    const good = await tarOf(folder, files, 'good.tar.gz');
    await expectRefused(
      put(readFileSync(good), { token, version: 'other' }),
      422,
      'its files.json is the list of mf-gifts tricks, not of mf-gifts other',
    );
    expect(readFileSync(path.join(scratch, 'outside.js'), 'utf8')).toBe('escape();');
  });

  it('refuses an upload larger than the limit (413), whether it says its length or not', async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci');
    const folder = await releaseFolder('large');
    // Random bytes do not compress: the artifact is about as large as they are.
    writeFileSync(path.join(folder, 'noise.bin'), randomBytes(LIMITS.maxBytes + 64 * 1024));
    const file = await tarOf(folder, [RELEASE_FILES, ...listedFiles(folder), 'noise.bin']);
    const body = readFileSync(file);
    expect(body.length).toBeGreaterThan(LIMITS.maxBytes);
    await expectRefused(
      put(body, { token, version: 'large' }),
      413,
      'an upload is at most 0.3 MB (RELEASE_UPLOAD_MAX_MB)',
    );
    await expectRefused(
      put(body, { token, version: 'large' }, { chunked: true }),
      413,
      'The artifact is more than 0.3 MB',
    );
  });

  it('refuses a version released before (409), changing nothing', async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci');
    const { file } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version: 'once',
      from: site.giftsBuild,
      out: scratch,
    });
    expect((await put(readFileSync(file), { token, version: 'once' })).status).toBe(200);
    await expectRefused(
      put(readFileSync(file), { token, version: 'once' }),
      409,
      'mf-gifts once is already released; versions never change, release a new one',
    );
  });

  it('takes a release away again when it cannot be staged, so the version can be sent again', async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci');
    const { file } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version: 'while-off',
      from: site.giftsBuild,
      out: scratch,
    });
    expect(
      (await command(OPERATOR, { command: 'disable', args: { workspace: 'mf-gifts' } })).status,
    ).toBe(200);
    await expectRefused(
      put(readFileSync(file), { token, version: 'while-off' }),
      409,
      /^mf-gifts is switched off since .* by someone: run `release enable mf-gifts` first$/,
    );
    expect(
      (await command(OPERATOR, { command: 'enable', args: { workspace: 'mf-gifts' } })).status,
    ).toBe(200);
    expect((await put(readFileSync(file), { token, version: 'while-off' })).status).toBe(200);
  });

  it('refuses an upload that takes longer than the limit (408), changing nothing', async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci');
    const { file } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version: 'slow',
      from: site.giftsBuild,
      out: scratch,
    });
    await expectRefused(
      put(readFileSync(file), { token, version: 'slow' }, { slow: true }),
      408,
      `The upload took more than ${LIMITS.seconds} s (RELEASE_UPLOAD_SECONDS)`,
    );
  });

  it('lets a team token promote its remote only when made to, and nothing else', async () => {
    const uploader = await teamToken('mf-gifts', 'gifts-ci');
    const promoter = await teamToken('mf-gifts', 'gifts-release', true);
    const { file } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version: 'v2',
      from: site.giftsBuild,
      out: scratch,
    });
    await uploadReleaseArtifact(file, { to: url, token: uploader });
    const promote = { command: 'promote', args: { workspace: 'mf-gifts', version: 'v2' } };
    const before = snapshot();
    expect(await command(uploader, promote)).toMatchObject({
      status: 403,
      body: { error: 'promote is refused: the token gifts-ci may upload mf-gifts only' },
    });
    for (const other of [
      { command: 'rollback', args: {} },
      { command: 'disable', args: { workspace: 'mf-gifts' } },
      { command: 'token-create', args: { workspaces: 'mf-gifts', name: 'mine' } },
      { command: 'promote', args: { workspace: 'mf-stores', version: 'v2' } },
    ])
      expect((await command(promoter, other)).status).toBe(403);
    expect(
      (await fetch(`${url}/v1/status`, { headers: { authorization: `Bearer ${promoter}` } }))
        .status,
    ).toBe(403);
    expect(snapshot()).toEqual(before);

    const promoted = await command(promoter, { ...promote, asker: { actor: 'typed-name' } });
    expect(promoted.status).toBe(200);
    expect(service.state.generations[currentOf(service.state)!]!.releases.gifts).toBe('v2');
    expect(readReleaseLog(path.join(site.releasesRoot, RELEASE_LOG_FILE)).at(-1)).toMatchObject({
      action: 'promote',
      actor: 'gifts-release',
    });
  });

  it('hashes the release folder again before a promote: a file changed or added since is refused', async () => {
    const { file } = await releasePack(localContext(), {
      workspace: 'mf-gifts',
      version: 'v3',
      from: site.giftsBuild,
      out: scratch,
    });
    await uploadReleaseArtifact(file, { to: url, token: OPERATOR });
    const folder = path.join(site.releasesRoot, 'mf-gifts', 'v3');
    const entry = path.join(folder, 'remoteEntry.js');
    chmodSync(entry, 0o644);
    appendFileSync(entry, ';steal()');
    const promote = { command: 'promote', args: { workspace: 'mf-gifts', version: 'v3' } };
    const before = snapshot();
    const changed = await command(OPERATOR, promote);
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatch(
      /^mf-gifts v3 \(.*\) is refused: remoteEntry\.js has SHA-256 [0-9a-f]{64}, its files\.json lists [0-9a-f]{64}; nothing of it was run$/,
    );
    expect(snapshot()).toEqual(before);

    writeFileSync(entry, 'var gifts;');
    writeFileSync(path.join(folder, 'server', 'added.js'), 'steal();');
    const added = await command(OPERATOR, promote);
    expect(added.body.error).toContain('server/added.js is not in its files.json');
    expect(
      (await command(OPERATOR, { command: 'stage', args: promote.args })).body.error,
    ).toContain('server/added.js is not in its files.json');
    rmSync(path.join(folder, 'server', 'added.js'));
    expect((await command(OPERATOR, promote)).status).toBe(200);
  });

  it('keeps team tokens hashed: the list names them, the file holds no token', async () => {
    const token = await teamToken('mf-gifts', 'gifts-ci', true);
    expect(token).toMatch(/^rt_[\w-]{43}$/);
    const listed = await command(OPERATOR, { command: 'token-list', args: {} });
    expect(listed.body.said).toEqual([
      expect.stringMatching(/^gifts-ci +mf-gifts +upload, promote +\(by someone, /) as string,
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const stored = readFileSync(teamTokensFile(site.stateDir), 'utf8');
    expect(stored).not.toContain(token.slice(3));
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
    expect(statSync(teamTokensFile(site.stateDir)).mode & 0o777).toBe(0o600);
    // A name is one token; a team token cannot make another.
    expect(
      (
        await command(OPERATOR, {
          command: 'token-create',
          args: { workspaces: 'mf-gifts', name: 'gifts-ci' },
        })
      ).body.error,
    ).toMatch(/^A token named gifts-ci exists/);
  });
});
