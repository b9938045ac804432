import { PREVIEW_PREFIX } from 'shared-lib/routes';
import { COHORT_COOKIE, type Cohort } from '../generations/cohorts';
import {
  PREVIEW_COOKIE,
  PREVIEW_COOKIE_CLEARED,
  PREVIEW_EXIT_PATH,
  PREVIEW_TOKEN_PATTERN,
  previewCookie,
  routeRequest,
  type Routing,
} from '../site-state/routeRequest';
import { quoted } from './quoted';

/**
 * nginx's routing (`routing.conf`, included by nginx.conf), generated from the site's state by
 * asking `routeRequest` — the rule the Node server follows per request — for every case a
 * request can be: each staged candidate's preview cookie or none, a cohort cookie of
 * `canary`, `stable` or none, and a first visit's draw (split_clients on its random request
 * id). The answers become maps: `$site_folder` (the folder of the state directory the request is
 * answered from), `$site_cohort_cookie` (the cookie a first visit gets during a canary) and
 * `$site_robots_tag` (previews are never indexed). A folder that is a link (`current`, `canary`)
 * is switched without touching nginx; a preview's generation is named here.
 */
export function routingConf(routing: Routing): string {
  const previews = ['', ...routing.previewTokens];
  const cohorts = ['', 'canary', 'stable'];
  const draws: Cohort[] = routing.canaryPercent === null ? ['stable'] : ['canary', 'stable'];
  const folder: string[] = [];
  const cookie: string[] = [];
  const robots: string[] = [];
  for (const preview of previews)
    for (const cohort of cohorts)
      for (const draw of draws) {
        const key = quoted(`${preview}:${cohort}:${draw}`);
        const route = routeRequest(
          routing,
          { preview: preview || null, cohort: cohort || null },
          () => draw,
        );
        folder.push(`  ${key} ${quoted(route.folder)};`);
        if (route.setCookie) cookie.push(`  ${key} ${quoted(route.setCookie)};`);
        if (route.preview) robots.push(`  ${key} "noindex, nofollow";`);
      }
  const draw =
    routing.canaryPercent === null
      ? 'map $host $site_draw {\n  default stable;\n}'
      : `split_clients "$request_id" $site_draw {\n  ${routing.canaryPercent}% canary;\n  * stable;\n}`;
  const previewGenerations = routing.previewTokens.map(
    (token) => `  ${quoted(`previews/${token}`)} ${quoted(routing.folders[`previews/${token}`]!)};`,
  );
  const key = '"$site_preview_key:$site_cohort_key:$site_draw"';
  return `# Generated from the site's state document (deploy/nginx/routingConf.ts): do not edit.
map $cookie_${PREVIEW_COOKIE} $site_preview_key {
  default "";
${routing.previewTokens.map((token) => `  ${quoted(token)} ${quoted(token)};`).join('\n')}
}
map $cookie_${COHORT_COOKIE} $site_cohort_key {
  default "";
  canary canary;
  stable stable;
}
${draw}
map ${key} $site_folder {
  default current;
${folder.join('\n')}
}
map ${key} $site_cohort_cookie {
  default "";
${cookie.join('\n')}
}
map ${key} $site_robots_tag {
  default "";
${robots.join('\n')}
}
# The generation a response comes from: a link's target, or a preview's.
map $realpath_root $site_linked_generation {
  default "";
  "~/generations/(?<generation>[0-9]+)$" $generation;
}
map $site_folder $site_generation {
  default $site_linked_generation;
${previewGenerations.join('\n')}
}
`;
}

/**
 * The shell's preview addresses, as the Node server answers them (previewEntry): the exit clears
 * the cookie, `/__preview/{token}/{page}` sets it and goes to the page (only a path of this
 * site); anything else under the prefix is not found.
 */
export function previewLocation(headersInclude: string): string {
  const exit = PREVIEW_EXIT_PATH.replace(/[/]/g, '\\/');
  return `    location ^~ ${PREVIEW_PREFIX} {
      location ~ "^${exit}/?$" {
        include ${headersInclude};
        add_header Set-Cookie ${quoted(PREVIEW_COOKIE_CLEARED)} always;
        return 302 /;
      }
      location ~ "^${PREVIEW_PREFIX}(?<preview_token>${PREVIEW_TOKEN_PATTERN})(?<preview_page>/.*)?$" {
        set $preview_target $preview_page;
        if ($preview_target = "") {
          set $preview_target /;
        }
        if ($preview_target ~ "^/[/\\\\\\\\]") {
          set $preview_target /;
        }
        include ${headersInclude};
        add_header Set-Cookie ${quoted(previewCookie('$preview_token'))} always;
        return 302 $preview_target;
      }
      return 404;
    }`;
}
