import type { PostgresFormsStore } from './postgresStore';
import { competitionParts } from './testing/multipartBody';
import { startSmtpSink } from './testing/smtpSink';
import { migratedTestDatabase, startTestService } from './testing/testService';

jest.setTimeout(60_000);

type TestService = Awaited<ReturnType<typeof startTestService>>;

/** Two forms-api instances on one new PostgreSQL database, as behind a load balancer. */
async function twoInstances(overrides: Parameters<typeof startTestService>[0] = {}) {
  const database = await migratedTestDatabase();
  const options = { engine: 'postgres' as const, databaseUrl: database.url };
  const a = await startTestService(overrides, options);
  const b = await startTestService(overrides, options);
  return {
    a,
    b,
    async stop() {
      await a.stop();
      await b.stop();
      await database.drop();
    },
  };
}

const pendingEverywhere = async (...services: TestService[]) =>
  (await Promise.all(services.map((t) => t.service.outbox.pending()))).reduce((x, y) => x + y);

describe('two instances on one PostgreSQL', () => {
  it('send every mail of the shared outbox once, both of them sending', async () => {
    // It takes 20 ms over each message, so the two instances' sends overlap.
    const smtp = await startSmtpSink({ delayMs: 20 });
    const { a, b, stop } = await twoInstances({
      smtpUrl: smtp.url,
      mailRetryBaseMs: 100,
      centreAddress: 'centre@fyshwickoutlet.example',
    });
    const sentBy = { a: [] as number[], b: [] as number[] };
    a.service.outbox.on('sent', (id: number) => sentBy.a.push(id));
    b.service.outbox.on('sent', (id: number) => sentBy.b.push(id));
    try {
      const entrants = Array.from({ length: 30 }, (_, i) => `Entrant ${i}`);
      const answers = await Promise.all(
        entrants.map((name, i) => (i % 2 ? b : a).submit(competitionParts({ name }))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(entrants.map(() => 201));

      const deadline = Date.now() + 30_000;
      while ((await pendingEverywhere(a, b)) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      // Several polls of both (every 100 ms) after the last: a second send would show now.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.data)![1]).sort();
      expect(subjects).toEqual(
        entrants.map((name) => `Colouring competition entry from ${name}`).sort(),
      );
      expect([...sentBy.a, ...sentBy.b].sort((x, y) => x - y)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      expect(sentBy.a.length).toBeGreaterThan(0);
      expect(sentBy.b.length).toBeGreaterThan(0);
    } finally {
      await stop();
      await smtp.close();
    }
  });

  it('share the rate per client address', async () => {
    const { a, b, stop } = await twoInstances({ ratePerMinute: 2 });
    try {
      expect((await a.submit(competitionParts())).status).toBe(201);
      expect((await b.submit(competitionParts())).status).toBe(201);
      const third = await a.submit(competitionParts());
      expect([third.status, Number(third.headers['retry-after'])]).toEqual([429, 30]);
      expect((await b.submit(competitionParts())).status).toBe(429);
    } finally {
      await stop();
    }
  });

  it('answer a retry sent to the other instance as the same submission', async () => {
    const { a, b, stop } = await twoInstances();
    try {
      const first = await a.submit(competitionParts({ submission_id: 'shared-0001-abcdef' }));
      const retry = await b.submit(competitionParts({ submission_id: 'shared-0001-abcdef' }));
      expect([first.status, retry.status]).toEqual([201, 200]);
      expect(retry.json.id).toBe(first.json.id);
      expect(await b.rows()).toBe(1);
    } finally {
      await stop();
    }
  });
});

describe('the outbox lease', () => {
  it('gives each due mail to one of many claims at once, and again once its lease runs out', async () => {
    const { a, b, stop } = await twoInstances();
    try {
      for (let i = 0; i < 10; i += 1)
        expect((await a.submit(competitionParts({ name: `Entrant ${i}` }))).status).toBe(201);
      const stores = [a.service.store, b.service.store] as PostgresFormsStore[];
      const now = Date.now();
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => stores[i % 2]!.claimMail(now, 1_000, `holder-${i}`)),
      );
      const ids = claims.flatMap((claim) => (claim ? [claim.id] : []));
      expect(ids.sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));

      // Nobody reported back: within the lease nothing is due, after it everything is again.
      expect(await stores[1]!.claimMail(now + 999, 1_000, 'other')).toBeUndefined();
      const again = await stores[1]!.claimMail(now + 1_000, 1_000, 'other');
      expect(again).toMatchObject({ id: 1, subject: 'Colouring competition entry from Entrant 0' });
      expect(again!.attachment!.contentType).toBe('image/png');
    } finally {
      await stop();
    }
  });
});
