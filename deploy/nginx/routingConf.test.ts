import { routeRequest, type Routing } from '../site-state/routeRequest';
import { routingConf } from './routingConf';

const TOKEN = 'Xmas-preview-token-0123456789';

/** The value nginx's `map` on the routing key gives, read from the generated text. */
function mapValue(conf: string, variable: string, key: string): string {
  const block = new RegExp(
    `map "\\$site_preview_key:\\$site_cohort_key:\\$site_draw" \\$${variable} \\{([^}]*)\\}`,
  ).exec(conf)![1]!;
  const line = block.split('\n').find((entry) => entry.trim().startsWith(`"${key}"`));
  if (line) return /" "(.*)";$/.exec(line.trim())![1]!.replace(/\\"/g, '"');
  return /default "?([^";]*)"?;/.exec(block)![1]!;
}

describe('routingConf', () => {
  it.each([null, 20])(
    'gives nginx the answer routeRequest gives, for every case (canary %s)',
    (canaryPercent) => {
      const routing: Routing = {
        folders: { current: '000010', canary: '000011', [`previews/${TOKEN}`]: '000012' },
        canaryPercent,
        previewTokens: [TOKEN],
      };
      const conf = routingConf(routing);
      for (const preview of ['', TOKEN, 'unknown-token-000000000000'])
        for (const cohort of ['', 'canary', 'stable'])
          for (const draw of canaryPercent === null
            ? ['stable']
            : (['canary', 'stable'] as const)) {
            const known = preview === TOKEN ? TOKEN : '';
            const key = `${known}:${cohort}:${draw}`;
            const route = routeRequest(
              routing,
              { preview: preview || null, cohort: cohort || null },
              () => draw as 'canary' | 'stable',
            );
            expect(mapValue(conf, 'site_folder', key)).toBe(route.folder);
            expect(mapValue(conf, 'site_cohort_cookie', key)).toBe(route.setCookie ?? '');
            expect(mapValue(conf, 'site_robots_tag', key)).toBe(
              route.preview ? 'noindex, nofollow' : '',
            );
          }
      expect(conf).toContain(`"previews/${TOKEN}" "000012";`);
      expect(conf.includes('split_clients')).toBe(canaryPercent !== null);
    },
  );
});
