import { expect, test } from '@playwright/test';
import { observatoryScore } from 'deploy/observatory-score';
import { firstPageOf, formPagePath } from '../support/routes';
import { REMOTE_ORIGINS, SITE_URL } from '../support/site';

// An offline Mozilla-Observatory-style check (deploy/nginx/observatoryScore.ts, its published
// scoring of the header tests) of the HTML responses nginx sends: every kind of page scores A+.
// The loopback origins count as https (they are in production); any other http source would not.

const HTML_PAGES = () => [
  '/',
  '/stores/',
  firstPageOf('store-detail'),
  '/offers/',
  firstPageOf('offer-detail'),
  '/whats-on/',
  firstPageOf('event-detail'),
  firstPageOf('job-listing'),
  '/gift-generator/',
  firstPageOf('gift-detail'),
  formPagePath(),
  '/search/',
  '/no-such-page/',
];

test('every kind of HTML response scores A+ on the header tests', async ({ request }) => {
  const secureOrigins = [SITE_URL, ...Object.values(REMOTE_ORIGINS)];
  const rows: string[] = [];
  for (const path of HTML_PAGES()) {
    const response = await request.get(`${SITE_URL}${path}`);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const { score, grade, tests } = observatoryScore(response.headers(), { secureOrigins });
    rows.push(`${path} ${response.status()}: ${score} ${grade}`);
    const failed = tests.filter((item) => item.modifier < 0);
    expect(failed, `${path}: tests that cost points`).toEqual([]);
    expect(grade, path).toBe('A+');
    // 100 plus the bonuses: a default-src 'none' policy, framing refused by it, a private referrer.
    expect(score, path).toBe(120);
    expect(tests.find((item) => item.name === 'content-security-policy')?.result).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
  }
  test.info().annotations.push({ type: 'observatory', description: rows.join('; ') });
});

test('the same check fails a response without the headers (it can tell)', async ({ request }) => {
  const response = await request.get(`${SITE_URL}/`);
  const stripped = Object.fromEntries(
    Object.entries(response.headers()).filter(
      ([name]) => !['content-security-policy', 'strict-transport-security'].includes(name),
    ),
  );
  const { grade, score } = observatoryScore(stripped);
  expect(score).toBeLessThan(60);
  expect(grade).not.toBe('A+');
});
