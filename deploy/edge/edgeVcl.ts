import { FORMS_PATH_PREFIX } from 'forms-api/proxy';
import { PREVIEW_PREFIX } from 'shared-lib/routes';
import { SITE_EVENTS_PATH } from 'shared-lib/site-events';
import type { ListenAddress } from '../config/settingValues';
import { COHORT_COOKIE } from '../generations/cohorts';
import { HASHED_FILE, IMMUTABLE, REVALIDATE } from '../http-policy/cacheControl';
import { PREVIEW_COOKIE } from '../site-state/routeRequest';

/** One app of the site as the edge serves it: its public port here, the same app on every origin. */
export interface EdgeApp {
  /** `shell` or a remote's name: the name of the edge's socket for it and of its director. */
  name: string;
  /** Where the edge listens for the app (its public origin, behind TLS in production). */
  listen: ListenAddress;
  /** The app on each origin node, in the nodes' order. */
  origins: ListenAddress[];
  /** What the health probe asks each origin for: a 200 means it may take requests. */
  probe: string;
}

export interface EdgeSite {
  apps: EdgeApp[];
  /**
   * How long the edge answers with the last copy of a page (or any revalidated file) when no
   * origin of its app is healthy: the grace window (EDGE_GRACE_SECONDS, 24 h by default).
   */
  graceSeconds: number;
  /** Who may ban (the release service's addresses): BAN from anyone else is refused. */
  purgers: string[];
  /**
   * Proxies in front of the edge (a TLS terminator) whose X-Forwarded-For names the visitor: the
   * visitor's address keeps it on one origin while that origin is healthy.
   */
  trustedProxies: string[];
}

/** The edge's header naming the generations a switch keeps (BAN): every other copy goes. */
export const BAN_KEEP_HEADER = 'X-Site-Generations';
/** As nginx's `client_max_body_size` for the forms: a form's body is kept for a retry. */
const FORM_BODY_LIMIT = '12MB';
/** Health probes: every half second, a window of 3 and 2 good ones to be healthy. */
const PROBE = { interval: '500ms', timeout: '400ms', window: 3, threshold: 2 };

/** A value as a VCL string: `{"…"}` holds anything but `"}`. */
function vclString(value: string): string {
  if (value.includes('"}')) throw new Error(`${value} cannot be written as a VCL string`);
  return `{"${value}"}`;
}

const aclOf = (name: string, addresses: string[]) =>
  `acl ${name} {\n${addresses
    .map((address) => {
      const [host, bits] = address.split('/');
      return `  ${vclString(host!)}${bits ? `/${bits}` : ''};`;
    })
    .join('\n')}\n}`;

const backendName = (app: string, index: number) => `${app}_${index + 1}`;

function backends(app: EdgeApp): string {
  const probe = `probe ${app.name}_probe {
  .url = ${vclString(app.probe)};
  .interval = ${PROBE.interval};
  .timeout = ${PROBE.timeout};
  .window = ${PROBE.window};
  .threshold = ${PROBE.threshold};
}`;
  const each = app.origins.map(
    (origin, index) => `backend ${backendName(app.name, index)} {
  .host = ${vclString(origin.host)};
  .port = "${origin.port}";
  .probe = ${app.name}_probe;
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .between_bytes_timeout = 10s;
}`,
  );
  return [probe, ...each].join('\n\n');
}

/**
 * The edge's VCL (Varnish 7): generated, like nginx's configuration, from the site's one HTTP
 * policy (deploy/http-policy), so that the edge keeps what the origins say (decision 391):
 *
 * - each app on its own socket, over its origins on every node (a shard director keyed on the
 *   visitor's address, so a visitor stays on one origin while it is healthy), each origin
 *   health-checked;
 * - a request whose origin fails (no answer, 502, 503, 504) is sent to another origin: a form's
 *   body is kept for that, and the form service takes a repeated `submission_id` once;
 * - content-hashed files (`immutable`) are kept for the lifetime their Cache-Control gives;
 * - every other file (pages, page data, remote entries: `no-cache`) is asked of an origin at every
 *   request while one is healthy, and its copy kept for `graceSeconds` to answer when none is;
 * - previews (their cookie), forms and site events are never kept; the canary cohort's cookie is
 *   part of the key; BAN from the release service drops every kept page of the generations a
 *   switch left.
 */
export function edgeVcl(site: EdgeSite): string {
  const apps = site.apps;
  const retries = Math.max(...apps.map((app) => app.origins.length));
  const byApp = (render: (app: EdgeApp) => string, elseLine: string) =>
    `${apps
      .map((app, index) => `  ${index === 0 ? 'if' : '} elsif'} (${render(app)}`)
      .join('\n')}\n  } else {\n    ${elseLine}\n  }`;
  const grace = `${site.graceSeconds}s`;
  return `vcl 4.1;
# Generated from deploy/edge/edgeVcl.ts and the site's HTTP policy (deploy/http-policy): do not edit.

import std;
import directors;
import cookie;

${apps.map(backends).join('\n\n')}

${aclOf('purgers', site.purgers)}

${aclOf('trusted_proxies', site.trustedProxies.length > 0 ? site.trustedProxies : ['127.0.0.1'])}

sub vcl_init {
${apps
  .map(
    (app) =>
      `  new ${app.name} = directors.shard();\n${app.origins
        .map((_, index) => `  ${app.name}.add_backend(${backendName(app.name, index)});`)
        .join('\n')}\n  ${app.name}.reconfigure();`,
  )
  .join('\n')}
}

sub vcl_recv {
  # The visitor: the address the trusted proxy in front saw (Varnish has appended the proxy's own
  # address after it), else the peer.
  if (client.ip ~ trusted_proxies && req.http.X-Forwarded-For ~ ",") {
    set client.identity = regsub(req.http.X-Forwarded-For, "^(.*,)?\\s*([^,\\s]+)\\s*,[^,]*$", "\\2");
  }
  set req.http.X-Edge-Visitor = client.identity;
${byApp((app) => `local.socket == "${app.name}") {\n    set req.http.X-Edge-App = "${app.name}";\n    set req.backend_hint = ${app.name}.backend(resolve=LAZY);`, 'return (synth(421, "Misdirected Request"));')}

  if (req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.${BAN_KEEP_HEADER} !~ "^[0-9]+( [0-9]+)*$") {
      return (synth(400, "${BAN_KEEP_HEADER} names the generations kept, by id"));
    }
    # (std.ban takes its values unquoted: a quote would be part of the pattern.)
    if (std.ban("obj.http.X-Site-Generation ~ ^[0-9] && obj.http.X-Site-Generation !~ ^(" + regsuball(req.http.${BAN_KEEP_HEADER}, " ", "|") + ")$ && obj.http.Cache-Control !~ immutable")) {
      return (synth(200, "Banned"));
    }
    return (synth(400, std.ban_error()));
  }
  # The origins' own addresses (their health) are not the site's.
  if (req.url ~ "^/__origin/") {
    return (synth(404, "Not Found"));
  }
  if (req.url ~ "^${FORMS_PATH_PREFIX}") {
    if (!std.cache_req_body(${FORM_BODY_LIMIT})) {
      return (synth(413, "Payload Too Large"));
    }
    return (pass);
  }
  if (req.url ~ "^${SITE_EVENTS_PATH}" || req.url ~ "^${PREVIEW_PREFIX}") {
    return (pass);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  cookie.parse(req.http.Cookie);
  # A staged candidate's preview is for the browser holding its cookie only.
  if (cookie.isset("${PREVIEW_COOKIE}")) {
    return (pass);
  }
  # The canary cohort chooses the generation: the one cookie passed on, and part of the key.
  cookie.keep("${COHORT_COOKIE}");
  set req.http.Cookie = cookie.get_string();
  if (req.http.Cookie == "") {
    unset req.http.Cookie;
  }
  set req.http.X-Edge-Path = regsub(req.url, "[?#].*$", "");
  # Revalidated files come from an origin while one is healthy; the copy is for when none is.
  # (A restart keeps the flag: it is set either way.)
  if (req.http.X-Edge-Path !~ "${HASHED_FILE}" && !req.http.X-Edge-Stale && std.healthy(req.backend_hint)) {
    set req.hash_always_miss = true;
  } else {
    set req.hash_always_miss = false;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.http.X-Edge-App);
  hash_data(req.http.Cookie);
}

sub vcl_hit {
  # A revalidated file is looked up only when no origin answers: its copy stands in.
  if (req.http.X-Edge-Path !~ "${HASHED_FILE}") {
    set req.http.X-Edge-Served = "stale";
  }
}

sub vcl_backend_fetch {
  unset bereq.http.X-Edge-Path;
  unset bereq.http.X-Edge-Stale;
${byApp((app) => `bereq.http.X-Edge-App == "${app.name}") {\n    set bereq.backend = ${app.name}.backend(by=KEY, key=${app.name}.key(bereq.http.X-Edge-Visitor), alt=bereq.retries);`, 'return (abandon);')}
  # A revalidated file is fetched whole: a copy of another generation never answers a 304.
  if (bereq.http.X-Edge-Path !~ "${HASHED_FILE}") {
    unset bereq.http.If-None-Match;
    unset bereq.http.If-Modified-Since;
  }
}

sub vcl_backend_response {
  set beresp.http.X-Edge-Origin = beresp.backend.name;
  if (beresp.status >= 502 && beresp.status <= 504 && bereq.method != "POST" && bereq.retries < ${retries}) {
    return (retry);
  }
  if (bereq.uncacheable) {
    return (deliver);
  }
  # Sent only once it is here whole: an origin that dies in the middle of an answer never cuts
  # one short; the request goes to another origin instead (vcl_synth).
  set beresp.do_stream = false;
  if (beresp.http.Cache-Control == "${IMMUTABLE}") {
    # Kept for the max-age it gives: builtin behaviour.
    return (deliver);
  }
  # The copy of a revalidated file: every request while an origin is healthy skips it
  # (hash_always_miss), so its time to live is the grace window it may stand in for them.
  if (beresp.status == 200 && beresp.http.Cache-Control == "${REVALIDATE}" && !beresp.http.Set-Cookie) {
    set beresp.ttl = ${grace};
    set beresp.grace = 0s;
    set beresp.keep = 0s;
    return (deliver);
  }
}

sub vcl_backend_error {
  # No answer from this origin: another one, while there is another to ask.
  if (bereq.retries < ${retries}) {
    return (retry);
  }
  return (abandon);
}

sub vcl_synth {
  # Every origin failed: a page answered before is answered from its copy, within the grace.
  if (resp.status == 503 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD")) {
    set req.http.X-Edge-Stale = "1";
    return (restart);
  }
  set resp.http.Cache-Control = "${REVALIDATE}";
  if (resp.status == 503) {
    set resp.http.Retry-After = "30";
  }
  if (resp.status == 503 && req.url ~ "^${FORMS_PATH_PREFIX}") {
    set resp.http.Content-Type = "application/json; charset=utf-8";
    set resp.body = """{"error":"The forms service is not available right now. Please try again in a few minutes."}
""";
  } else {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + """
""";
  }
  return (deliver);
}

sub vcl_deliver {
  # How the edge answered, for the drills and for anyone reading the headers.
  if (req.http.X-Edge-Served) {
    set resp.http.X-Edge-Cache = req.http.X-Edge-Served;
  } elsif (obj.hits > 0) {
    set resp.http.X-Edge-Cache = "hit";
  } else {
    set resp.http.X-Edge-Cache = "miss";
  }
}
`;
}
