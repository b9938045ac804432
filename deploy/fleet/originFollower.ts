import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ManifestFile } from '../generations/fileManifest';
import { generationsDir } from '../generations/siteState';
import { sameToken } from '../release-service/releaseServiceServer';
import { currentOf, type SiteStateDocument } from '../site-state/siteStateDocument';
import { readSiteState } from '../site-state/stateFile';
import { followDocument, FollowRefused } from './followDocument';
import { markNotReady, markReady } from './readyFile';
import { stageGeneration, StageRefused, type ReleaseServiceLink } from './stageGeneration';

/** A generation staged for a change the release service has not made yet is kept this long. */
const PENDING_MS = 30 * 60 * 1000;

export interface OriginFollowerOptions {
  /** The node's own state folder, which its nginx serves. */
  stateDir: string;
  service: ReleaseServiceLink;
  log: (line: string) => void;
}

/**
 * What keeps an origin node serving what the release service says (decision 392): it stages
 * generations (fetched and verified) when asked, or when a document it is given names one it
 * lacks; applies each newer document (the switch: its links); and is ready for the edge's probe
 * only while it serves the newest revision it knows of. At its start it is not ready until it
 * has caught up.
 */
export class OriginFollower {
  private applied: number;
  private known = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly staging = new Map<string, Promise<void>>();
  private readonly pending = new Map<string, number>();
  private last: { id: string; files: ManifestFile[] } | undefined;

  constructor(private readonly options: OriginFollowerOptions) {
    this.applied = readSiteState(options.stateDir)?.revision ?? 0;
    markNotReady(options.stateDir);
  }

  get state() {
    const document = readSiteState(this.options.stateDir);
    return {
      revision: this.applied,
      known: this.known,
      current: document ? currentOf(document) : null,
      ready: this.applied >= this.known && document !== null && currentOf(document) !== null,
    };
  }

  /** Stages each generation the node lacks (one fetch per generation, however often asked). */
  async stage(ids: string[]): Promise<void> {
    await Promise.all(
      ids.map((id) => {
        if (existsSync(path.join(generationsDir(this.options.stateDir), id)))
          return Promise.resolve();
        let staging = this.staging.get(id);
        if (!staging) {
          const started = Date.now();
          const earlier = this.last;
          staging = stageGeneration(this.options.service, this.options.stateDir, id, earlier)
            .then(({ files, fetched, linked }) => {
              this.last = { id, files };
              this.pending.set(id, Date.now());
              this.options.log(
                `staged generation ${id}: ${files.length} files (${fetched} fetched and verified, ${linked} linked from generation ${earlier?.id ?? '-'}), ${((Date.now() - started) / 1000).toFixed(2)} s`,
              );
            })
            .finally(() => this.staging.delete(id));
          this.staging.set(id, staging);
        }
        return staging;
      }),
    );
  }

  /**
   * Serves `document` if it is newer than what the node serves: stages what it names first,
   * then switches. One document at a time, in the order given.
   */
  follow(document: SiteStateDocument): Promise<boolean> {
    this.known = Math.max(this.known, document.revision);
    const next = this.queue.then(async (): Promise<false | (() => Promise<void>)> => {
      if (document.revision <= this.applied) return false;
      await this.stage(Object.keys(document.generations));
      for (const [id, since] of this.pending)
        if (id in document.generations || Date.now() - since > PENDING_MS) this.pending.delete(id);
      const settle = await followDocument(this.options.stateDir, document, [
        ...this.pending.keys(),
      ]);
      this.applied = document.revision;
      if (this.state.ready) markReady(this.options.stateDir, document);
      return settle;
    });
    // The next document waits for what follows this one's switch; the answer does not.
    this.queue = next
      .then((settle) => (settle ? settle() : undefined))
      .catch((error: Error) =>
        this.options.log(`after revision ${document.revision}: ${error.message}`),
      );
    return next.then((settle) => settle !== false);
  }

  /**
   * Asks the release service for its revision and follows it when it is newer; a node that
   * cannot is taken out (not ready) until it can. An unreachable service changes nothing: the
   * node keeps serving what it serves.
   */
  async catchUp(): Promise<void> {
    const call = (route: string) =>
      fetch(`${this.options.service.url}${route}`, {
        headers: { authorization: `Bearer ${this.options.service.token}` },
      });
    let revision: unknown;
    try {
      const health = await call('/v1/health');
      revision = health.ok ? ((await health.json()) as { revision?: unknown }).revision : null;
    } catch {
      return;
    }
    // A service that cannot say (its store unreachable) says nothing about this node.
    if (typeof revision !== 'number') return;
    this.known = Math.max(this.known, revision);
    if (revision > this.applied) {
      try {
        const { document } = (await (await call('/v1/status')).json()) as {
          document: SiteStateDocument;
        };
        if (await this.follow(document))
          this.options.log(
            `caught up: revision ${document.revision}, generation ${currentOf(document)}`,
          );
      } catch (error) {
        markNotReady(this.options.stateDir);
        this.options.log(`cannot catch up with revision ${revision}: ${(error as Error).message}`);
        return;
      }
    }
    const document = readSiteState(this.options.stateDir);
    if (this.state.ready && document) markReady(this.options.stateDir, document);
  }
}

const REFUSED = [StageRefused, FollowRefused];

/**
 * The follower's HTTP interface, for the release service: `GET /v1/health` (anyone), `POST
 * /v1/stage` (`{generations}`) and `POST /v1/switch` (`{document}`) with the release service's
 * token. A refusal answers 409 with its words.
 */
export function createFollowerServer(follower: OriginFollower, token: string): http.Server {
  return http.createServer((req, res) => {
    const started = Date.now();
    const send = (status: number, body: unknown) =>
      res
        .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(`${JSON.stringify(body)}\n`);
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://follower');
      if (req.method === 'GET' && url.pathname === '/v1/health') return send(200, follower.state);
      const presented = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(presented, token))
        return send(401, { error: "An origin node takes the release service's token" });
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        generations?: string[];
        document?: SiteStateDocument;
      };
      const seconds = () => (Date.now() - started) / 1000;
      if (req.method === 'POST' && url.pathname === '/v1/stage') {
        await follower.stage(body.generations ?? []);
        return send(200, { staged: body.generations ?? [], seconds: seconds() });
      }
      if (req.method === 'POST' && url.pathname === '/v1/switch' && body.document) {
        const switched = await follower.follow(body.document);
        return send(200, { switched, ...follower.state, seconds: seconds() });
      }
      return send(404, { error: `No ${req.method} ${url.pathname}` });
    })().catch((error: Error) => {
      if (!res.headersSent)
        send(REFUSED.some((type) => error instanceof type) ? 409 : 500, { error: error.message });
    });
  });
}
