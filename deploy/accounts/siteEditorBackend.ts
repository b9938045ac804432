import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ListenAddress } from '../config/settingValues';
import { editorActions, type EditorRequest } from '../local-site/editorActions';
import {
  CAMPAIGNS_PREFIX,
  CONTENT_PREFIX,
  EditorFiles,
  EditorRequestError,
  editorRoots,
} from '../local-site/editorFiles';
import {
  callReleaseService,
  ReleaseServiceError,
  type ReleaseServiceAddress,
} from '../release-service/releaseClient';
import type { SiteStateDocument } from '../site-state/siteStateDocument';
import { judgeCanary } from '../canary/canaryWatcher';
import { listVersions, releasesOf } from '../release/releaseStore';
import { AccountStore, type SessionOf } from './accountStore';
import { changedPage } from './changedPage';
import { ContentHistory, HistoryRefused } from './contentHistory';
import { PublishJobs, type PublishContent } from './publishJobs';
import { checkConsoleCommand, ConsoleForbidden, type ConsoleCommand } from './consoleCommands';
import {
  mayEditCampaigns,
  mayEditContent,
  mayManageAccounts,
  mayUseReleaseConsole,
  releasableWorkspaces,
} from './roles';
import { clearedSessionCookie, sessionCookie, sessionTokenOf } from './sessionCookie';
import { signIn, signInLog } from './signIn';
import { forbiddenPage, nextAddress, signInPage } from './signInPage';
import { HttpRefusal, readBody, readJson, send, sendJson } from './backendHttp';
import { pathsWritten } from './pathsWritten';

export interface SiteEditorBackendOptions {
  /** The site's state folder: its accounts, sign-in log and release service token. */
  stateDir: string;
  listen: ListenAddress;
  /** The editor's origin (`https://editor.{host}`): the only one whose requests change anything. */
  editorOrigin: string;
  /** The content folder the editor writes (CONTENT_DIR; content/seed by default). */
  contentDir: string;
  /** The gift campaigns folder, edited by marketing and admin accounts. */
  campaignsDir?: string;
  /** The shell's build: its list of stylesheets, linked by the sign-in page. */
  shellDist: string;
  releaseService: ReleaseServiceAddress;
  /** Every remote's released versions (RELEASES_DIR), which the console offers to stage. */
  releasesRoot: string;
  /** The shop's origin, where the editor links a published change. */
  shopOrigin: string;
  /** The content's Git history: each save a commit naming the person (ContentHistory.of). */
  history: ContentHistory;
  /** When it is now: the tests move it. */
  now?: () => number;
}

/** The release console's page: for the roles that release something. */
const RELEASE_CONSOLE = '/admin/releases/';

/** The largest request: an entry with a picture of a few megabytes, in base64. */
const MAX_BODY_BYTES = 25 * 1024 * 1024;
/** The sign-in form is two fields. */
const MAX_FORM_BYTES = 8 * 1024;

/** Beside this file in the sources; copied beside the entry points into the build. */
const signInCss = () => readFileSync(path.join(__dirname, 'signInPage.css'), 'utf8');

/** The stylesheets the site's pages link (tokens, primitives), from the shell's list of files. */
function siteStylesheets(shellDist: string): string[] {
  try {
    const { entry } = JSON.parse(
      readFileSync(path.join(shellDist, 'federation-assets.json'), 'utf8'),
    ) as { entry: { css: string[] } };
    return entry.css.map((file) => `/${file.replace(/^\//, '')}`);
  } catch {
    return [];
  }
}

/**
 * The editor's backend in production (decision 401), behind nginx on the editor's origin: the
 * sign-in (`/auth/…`), the session check nginx asks before it serves any file under `/admin/`
 * (`/auth/check`), and under `/admin/api/` the editor's saves (Decap's proxy protocol) and the
 * release console's calls to the release service. Nothing under `/admin/api/` answers without
 * a session (401); every change checks the account's role (403) and comes from the editor's own
 * origin (403): the cookie is SameSite=Strict, and a page of another site sends its own Origin.
 */
export function createSiteEditorBackend(options: SiteEditorBackendOptions): {
  server: http.Server;
  store: AccountStore;
} {
  const now = options.now ?? Date.now;
  const store = AccountStore.forSite(options.stateDir);
  const log = signInLog(options.stateDir);
  const files = new EditorFiles(editorRoots(options.contentDir, options.campaignsDir));
  const answer = editorActions(files);
  const editorHost = new URL(options.editorOrigin).host;
  const publishContent: PublishContent = async (by) => {
    const answer = await callReleaseService<{
      entry?: { generation: string; time: string };
    }>(options.releaseService, 'POST', '/v1/commands', {
      command: 'publish',
      args: { content: options.contentDir },
      asker: {
        actor: by,
        pid: process.pid,
        host: 'editor',
        command: 'publish a save',
        waitMs: 60_000,
      },
    });
    if (answer.entry) return answer.entry;
    // Nothing new to show: what is served is the save already.
    const { document } = await releaseStatus();
    const current = document.served.at(-1)!;
    return { generation: current, time: document.generations[current]!.createdAt };
  };
  const publishJobs = new PublishJobs(publishContent, now);
  const folders = {
    content: CONTENT_PREFIX,
    campaigns: options.campaignsDir ? CAMPAIGNS_PREFIX.slice(0, -1) : null,
  };

  const sessionOf = (req: http.IncomingMessage): SessionOf | null =>
    store.session(sessionTokenOf(req.headers.cookie), now());

  const requireSession = (req: http.IncomingMessage): SessionOf => {
    const session = sessionOf(req);
    if (!session) throw new HttpRefusal(401, 'Sign in first: /auth/sign-in');
    return session;
  };

  /** A change comes from the editor's own pages: another site's page sends its own Origin. */
  const requireOwnOrigin = (req: http.IncomingMessage) => {
    if (req.headers.origin !== options.editorOrigin)
      throw new HttpRefusal(403, `Changes come from the editor at ${options.editorOrigin} only`);
  };

  const clientOf = (req: http.IncomingMessage) =>
    String(req.headers['x-real-ip'] ?? req.socket.remoteAddress ?? 'unknown');

  async function answerSignIn(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const stylesheets = siteStylesheets(options.shellDist);
    if (req.method === 'GET' || req.method === 'HEAD')
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        signInPage({
          stylesheets,
          next: nextAddress(url.searchParams.get('next') ?? req.headers['x-original-uri']),
        }),
      );
    if (req.method !== 'POST') throw new HttpRefusal(405, 'GET the page or POST the form');
    requireOwnOrigin(req);
    const form = new URLSearchParams((await readBody(req, MAX_FORM_BYTES)).toString('utf8'));
    const [email, password, next] = ['email', 'password', 'next'].map(
      (name) => form.get(name) ?? '',
    ) as [string, string, string];
    const result = await signIn(store, { email, password, client: clientOf(req), now: now() }, log);
    if (!result.ok)
      return send(
        res,
        result.status,
        'text/html; charset=utf-8',
        signInPage({ stylesheets, next: nextAddress(next), email, error: result.reason }),
      );
    res
      .writeHead(303, {
        Location: nextAddress(next),
        'Set-Cookie': sessionCookie(result.token, result.expiresAt, now()),
        'Cache-Control': 'no-store',
      })
      .end();
  }

  async function answerDecap(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    session: SessionOf,
  ) {
    if (!mayEditContent(session.role))
      throw new HttpRefusal(403, `${session.role} accounts do not edit content`);
    if (req.method !== 'POST') throw new HttpRefusal(405, 'POST an action');
    const request = await readJson<EditorRequest>(req, MAX_BODY_BYTES);
    const campaigns = pathsWritten(request ?? {}).some(
      (written) => typeof written === 'string' && written.startsWith(CAMPAIGNS_PREFIX),
    );
    if (campaigns && !mayEditCampaigns(session.role))
      throw new HttpRefusal(403, `${session.role} accounts do not edit the gift campaigns`);
    const { status, body } = await answer(request ?? {});
    if (status === 200) await recordSave(request ?? {}, session.email);
    sendJson(res, status, body);
  }

  /**
   * A save that changed files: a commit naming the person, then (for the content, not a
   * campaign, which goes live with a release) a publish the editor follows.
   */
  async function recordSave(request: EditorRequest, email: string) {
    const written = pathsWritten(request).filter(
      (name): name is string => typeof name === 'string',
    );
    if (written.length === 0) return;
    const absolute = await Promise.all(written.map(async (name) => (await files.file(name)).file));
    await options.history.commit(
      absolute,
      email,
      `${String(request.action)} ${written.join(', ')}`,
    );
    const content = written.find(
      (name) => name.startsWith(CONTENT_PREFIX) && name.endsWith('.json'),
    );
    if (content && request.action !== 'persistMedia') {
      const text = await files.read(content);
      publishJobs.start(email, changedPage(content, text?.toString('utf8') ?? null));
    }
  }

  async function answerHistory(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    session: SessionOf,
    url: URL,
  ) {
    if (!mayEditContent(session.role))
      throw new HttpRefusal(403, `${session.role} accounts do not edit content`);
    if (req.method === 'GET') {
      const wanted = url.searchParams.get('path') ?? '';
      const { file } = await files.file(wanted);
      return sendJson(res, 200, { path: wanted, versions: await options.history.versions(file) });
    }
    if (req.method !== 'POST') throw new HttpRefusal(405, 'GET the versions or POST a restore');
    const { path: wanted, commit } = await readJson<{ path?: unknown; commit?: unknown }>(
      req,
      4096,
    );
    if (String(wanted).startsWith(CAMPAIGNS_PREFIX) && !mayEditCampaigns(session.role))
      throw new HttpRefusal(403, `${session.role} accounts do not edit the gift campaigns`);
    const { file } = await files.file(wanted);
    const text = await options.history.textAt(file, String(commit ?? ''));
    await files.write(wanted, text);
    const restored = await options.history.commit(
      [file],
      session.email,
      `Restore ${String(wanted)} to ${String(commit).slice(0, 10)}`,
    );
    const job = String(wanted).startsWith(CONTENT_PREFIX)
      ? publishJobs.start(session.email, changedPage(String(wanted), text.toString('utf8')))
      : null;
    return sendJson(res, 200, { restored, publish: job });
  }

  async function releaseStatus(): Promise<{ document: SiteStateDocument; log: unknown[] }> {
    return callReleaseService(options.releaseService, 'GET', '/v1/status');
  }

  async function answerReleases(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    session: SessionOf,
    route: string,
  ) {
    if (!mayUseReleaseConsole(session.role))
      throw new HttpRefusal(
        403,
        `${session.role} accounts do not release: the console is for marketing, the teams and admins`,
      );
    if (route === 'status' && req.method === 'GET') {
      const status = await releaseStatus();
      const releases = releasableWorkspaces(session.role);
      return sendJson(res, 200, {
        ...status,
        releases,
        versions: Object.fromEntries(
          releases.map((workspace) => [
            workspace,
            listVersions(releasesOf(options.releasesRoot, workspace)).map(
              ({ version, releasedAt }) => ({
                version,
                releasedAt: releasedAt.toISOString(),
              }),
            ),
          ]),
        ),
        canaryJudgement: status.document.canary
          ? await judgeCanary(options.stateDir, status.document.canary).then(
              ({ abort, canaryLoads, minPageViews, tests }) => ({
                abort,
                canaryLoads,
                minPageViews,
                tests: tests.map(({ name, verdict, figures }) => ({ name, verdict, figures })),
              }),
              () => null,
            )
          : null,
      });
    }
    if (route === 'commands' && req.method === 'POST') {
      const request = await readJson<ConsoleCommand>(req, 64 * 1024);
      const command: ConsoleCommand = {
        command: String(request?.command ?? ''),
        args: typeof request?.args === 'object' && request.args ? request.args : {},
      };
      const { document } = await releaseStatus();
      checkConsoleCommand(session.role, command, document);
      const started = now();
      const result = await callReleaseService(options.releaseService, 'POST', '/v1/commands', {
        ...command,
        asker: {
          actor: session.email,
          pid: process.pid,
          host: clientOf(req),
          command: `release console: ${command.command}`,
          waitMs: 30_000,
        },
      });
      return sendJson(res, 200, { ...(result as object), seconds: (now() - started) / 1000 });
    }
    throw new HttpRefusal(404, `No ${req.method} /admin/api/releases/${route}`);
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.headers.host !== editorHost)
      throw new HttpRefusal(403, `The editor's backend answers at ${editorHost} only`);
    const url = new URL(req.url ?? '/', options.editorOrigin);
    const route = url.pathname;
    if (route === '/auth/check') {
      const session = sessionOf(req);
      if (!session) return send(res, 401, 'text/plain; charset=utf-8', 'Sign in first\n');
      const asked = String(req.headers['x-original-uri'] ?? '');
      if (asked.startsWith(RELEASE_CONSOLE) && !mayUseReleaseConsole(session.role))
        return send(res, 403, 'text/plain; charset=utf-8', 'Not for this role\n');
      return send(res, 204, 'text/plain; charset=utf-8', '', {
        'X-Editor-Account': `${session.email} ${session.role}`,
      });
    }
    if (route === '/auth/sign-in') return answerSignIn(req, res, url);
    if (route === '/auth/forbidden') {
      const session = sessionOf(req);
      return send(
        res,
        403,
        'text/html; charset=utf-8',
        forbiddenPage({
          stylesheets: siteStylesheets(options.shellDist),
          who: session ? `${session.email} (${session.role})` : 'This account',
        }),
      );
    }
    if (route === '/auth/sign-in.css')
      return send(res, 200, 'text/css; charset=utf-8', signInCss());
    if (route === '/auth/sign-out' && req.method === 'POST') {
      requireOwnOrigin(req);
      store.endSession(sessionTokenOf(req.headers.cookie));
      res
        .writeHead(303, {
          Location: '/auth/sign-in',
          'Set-Cookie': clearedSessionCookie(),
          'Cache-Control': 'no-store',
        })
        .end();
      return;
    }
    if (!route.startsWith('/admin/api/')) throw new HttpRefusal(404, `No ${route}`);
    const session = requireSession(req);
    if (req.method !== 'GET') requireOwnOrigin(req);
    if (route === '/admin/api/session' && req.method === 'GET')
      return sendJson(res, 200, {
        email: session.email,
        role: session.role,
        shop: options.shopOrigin,
        folders,
        may: {
          content: mayEditContent(session.role),
          campaigns: mayEditCampaigns(session.role),
          releases: releasableWorkspaces(session.role),
          accounts: mayManageAccounts(session.role),
        },
      });
    if (route === '/admin/api/v1') return answerDecap(req, res, session);
    if (route === '/admin/api/history') return answerHistory(req, res, session, url);
    if (route === '/admin/api/publishes/latest' && req.method === 'GET')
      return sendJson(res, 200, { publish: publishJobs.latest(session.email) });
    const releases = /^\/admin\/api\/releases\/([a-z]+)$/.exec(route);
    if (releases) return answerReleases(req, res, session, releases[1]!);
    throw new HttpRefusal(404, `No ${req.method} ${route}`);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof HttpRefusal)
        return sendJson(res, error.status, { error: error.message });
      if (error instanceof ConsoleForbidden) return sendJson(res, 403, { error: error.message });
      if (error instanceof HistoryRefused || error instanceof EditorRequestError)
        return sendJson(res, 400, { error: error.message });
      if (error instanceof ReleaseServiceError) return sendJson(res, 409, { error: error.message });
      console.error(`Editor backend: ${error.stack ?? error.message}`);
      sendJson(res, 500, { error: 'The editor backend failed; its log says why' });
    });
  });
  return { server, store };
}

/** Starts it where the configuration says; resolves once it listens. */
export async function startSiteEditorBackend(
  options: SiteEditorBackendOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const { server, store } = createSiteEditorBackend(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.listen.port, options.listen.host, resolve);
  });
  return {
    url: `http://${options.listen.host}:${options.listen.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          store.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
