import { HEALTH_PATH, SUBMIT_PATH } from './service';
import { ABORT_KINDS, ABORT_STAGES, abortedRequest, rawPost } from './testing/abortedRequest';
import { competitionParts, multipartBody, SAMPLE } from './testing/multipartBody';
import { ENGINES, ORIGIN, startTestService } from './testing/testService';

jest.setTimeout(120_000);

const uploadsInFlight = async (url: string) =>
  ((await (await fetch(`${url}${HEALTH_PATH}`)).json()) as { uploadsInFlight: number })
    .uploadsInFlight;

describe.each(ENGINES)('on %s', (engine) => {
  const start: typeof startTestService = (overrides, options) =>
    startTestService(overrides, { ...options, engine });

  describe('upload slots', () => {
    it('are all given back whatever stage clients abort at, with FIN or RST', async () => {
      const t = await start({ maxUploadsInFlight: 40 });
      try {
        const { body, contentType } = multipartBody(
          competitionParts(
            {},
            { name: 'file', value: SAMPLE.png(64 * 1024), filename: 'd.png', type: 'image/png' },
          ),
        );
        const request = rawPost(SUBMIT_PATH, { Origin: ORIGIN, 'Content-Type': contentType }, body);
        const port = Number(new URL(t.service.url).port);
        const cases = ABORT_STAGES.flatMap((stage) =>
          ABORT_KINDS.flatMap((kind) =>
            Array.from({ length: 15 }, (_, i) => ({ stage, kind, fraction: (i + 1) / 16 })),
          ),
        );
        for (let i = 0; i < cases.length; i += 10)
          await Promise.all(
            cases
              .slice(i, i + 10)
              .map(({ stage, kind, fraction }) =>
                abortedRequest(port, request, stage, kind, fraction),
              ),
          );
        const deadline = Date.now() + 5_000;
        while ((await uploadsInFlight(t.service.url)) > 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await uploadsInFlight(t.service.url)).toBe(0);
        expect((await t.submit(competitionParts())).status).toBe(201);
        expect(t.tmpFiles()).toEqual([]);
      } finally {
        await t.stop();
      }
    });
  });
});
