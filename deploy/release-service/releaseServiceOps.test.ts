import { createReleaseServiceServer } from './releaseServiceServer';
import { uploadLimits } from './releaseUpload';
import { rerender } from './siteOperations';
import { askerOf, startTestReleaseSite, type TestReleaseSite } from './testReleaseSite';

const TOKEN = 'operator-token-of-the-test';

describe("the release service's /metrics and /healthz", () => {
  let site: TestReleaseSite;
  let url: string;
  beforeEach(async () => {
    site = await startTestReleaseSite();
    const service = await site.openService();
    await rerender(service, askerOf('serve'), { reason: 'serve' });
    url = await site.serve(
      createReleaseServiceServer(service, {
        token: TOKEN,
        context: site.context(),
        uploads: uploadLimits({ uploadMaxMegabytes: 1, uploadSeconds: 10 }),
      }),
    );
  });
  afterEach(() => site.close());

  it('gives its figures and its health to a caller on this machine, without the token', async () => {
    expect((await fetch(`${url}/v1/status`)).status).toBe(401);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(/^release_state_revision\{service="release-service"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^release_candidates\{service="release-service"\} 0$/m);
    expect(metrics).toMatch(
      /^http_responses_total\{what="status",method="GET",status="401",service="release-service"\} 1$/m,
    );
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      checks: [
        {
          name: 'site state readable',
          ok: true,
          detail: expect.stringMatching(/^revision \d+, generation \d{6} served, in /),
        },
        { name: 'disk space', ok: true, detail: expect.stringContaining('MB free') },
      ],
    });
  });

  it('answers a request that came through a proxy as an unknown path', async () => {
    const proxied = await fetch(`${url}/metrics`, {
      headers: { 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(proxied.status).toBe(404);
  });
});
