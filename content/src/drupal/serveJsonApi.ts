import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { collectionPath } from './drupalModel';
import { identifiersOf, type CollectionDocument, type Resource } from './jsonApiTypes';
import type { JsonApiSite } from './toJsonApi';

export interface JsonApiServerOptions {
  /** Resources per page; Drupal's default (and maximum) is 50. */
  pageSize?: number;
  /** Files served by path (`/sites/default/files/images/x.png` → its bytes), as Drupal serves pictures. */
  files?: Record<string, Buffer>;
  /** Paths answered with a fixed status: an error, or a redirect to `location`. */
  fixed?: Record<string, { status: number; location?: string }>;
  /** The origin written into `links.next` (a Drupal behind a proxy may name another); its own by default. */
  linksOrigin?: string;
  /** Milliseconds before each answer (a slow Drupal). */
  delayMs?: number;
}

export interface RunningJsonApiServer {
  baseUrl: string;
  /** Every request path the server answered, in order (to see paging and `include` at work). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves a site's resources as Drupal's JSON:API module does: one collection per resource type
 * at `/jsonapi/{entity}/{bundle}`, paged with `page[offset]`/`page[limit]` and `links.next`, and
 * `include` of related resources along relationship paths, and pictures (`files`). Loopback only,
 * on the given port (0: any free one). The tests make it misbehave as a Drupal might: errors,
 * redirects, links to another origin, slow answers.
 */
export async function serveJsonApi(
  site: JsonApiSite,
  { pageSize = 50, files = {}, fixed = {}, linksOrigin, delayMs = 0 }: JsonApiServerOptions = {},
  port = 0,
): Promise<RunningJsonApiServer> {
  const byId = new Map<string, Resource>();
  const byPath = new Map<string, Resource[]>();
  for (const [type, resources] of site) {
    byPath.set(collectionPath(type), resources);
    for (const resource of resources) byId.set(`${resource.type}:${resource.id}`, resource);
  }
  const requests: string[] = [];

  function includedFor(data: Resource[], include: string | null): Resource[] {
    if (!include) return [];
    const found = new Map<string, Resource>();
    for (const path of include.split(',')) {
      let level = data;
      for (const field of path.split('.')) {
        level = level.flatMap((resource) =>
          identifiersOf(resource, field)
            .map((id) => byId.get(`${id.type}:${id.id}`))
            .filter((related): related is Resource => related !== undefined),
        );
        for (const resource of level) found.set(`${resource.type}:${resource.id}`, resource);
      }
    }
    return [...found.values()];
  }

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    const fixedAnswer = fixed[url.pathname];
    if (fixedAnswer) {
      const { status, location } = fixedAnswer;
      response.writeHead(status, location === undefined ? {} : { location });
      response.end();
      return;
    }
    const file = files[url.pathname];
    if (file) {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(file);
      return;
    }
    const resources = byPath.get(url.pathname);
    if (request.method !== 'GET' || !resources) {
      response.writeHead(404, { 'content-type': 'application/vnd.api+json' });
      response.end(JSON.stringify({ errors: [{ status: '404', title: 'Not Found' }] }));
      return;
    }
    const offset = Number(url.searchParams.get('page[offset]') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('page[limit]') ?? pageSize), pageSize);
    const data = resources.slice(offset, offset + limit);
    const document: CollectionDocument = {
      data,
      included: includedFor(data, url.searchParams.get('include')),
      links: { self: { href: url.href } },
    };
    if (offset + limit < resources.length) {
      const next = new URL(url.href);
      next.searchParams.set('page[offset]', String(offset + limit));
      next.searchParams.set('page[limit]', String(limit));
      document.links!.next = { href: `${linksOrigin ?? origin}${next.pathname}${next.search}` };
    }
    response.writeHead(200, { 'content-type': 'application/vnd.api+json' });
    response.end(JSON.stringify(document));
  }

  const server: Server = createServer((request, response) => {
    setTimeout(() => answer(request, response), delayMs);
  });

  let origin = '';
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: origin,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
