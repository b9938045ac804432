import { competitionParts, jobParts, SAMPLE } from './testing/multipartBody';
import { startSmtpSink } from './testing/smtpSink';
import { ENGINES, startTestService } from './testing/testService';

jest.setTimeout(60_000);

describe.each(ENGINES)('on %s', (engine) => {
  const start: typeof startTestService = (overrides, options) =>
    startTestService(overrides, { ...options, engine });

  describe('attachment names and mail headers', () => {
    it('decodes a UTF-8 file name as UTF-8', async () => {
      const t = await start();
      try {
        const answer = await t.submit(
          competitionParts(
            {},
            { name: 'file', value: SAMPLE.png(), filename: 'Zoë – dessin.png', type: 'image/png' },
          ),
        );
        expect(answer.status).toBe(201);
        expect((await t.row(answer.json.id)).original_name).toBe('Zoë – dessin.png');
      } finally {
        await t.stop();
      }
    });

    it('mails a file under the name and type its bytes are, and headers without controls', async () => {
      const smtp = await startSmtpSink();
      const received = smtp.received;
      const t = await start({
        smtpUrl: smtp.url,
        centreAddress: 'centre@fyshwickoutlet.example',
        recipientAllowlist: ['@shoeoutlet.example'],
      });
      try {
        const job = await t.submit(
          jobParts(
            { full_name: 'Grace\u0000Hopper\u202E' },
            { name: 'resume', value: SAMPLE.pdf(), filename: 'cv.html', type: 'text/html' },
          ),
        );
        const entry = await t.submit(
          competitionParts(
            {},
            {
              name: 'file',
              value: SAMPLE.png(),
              filename: 'resume\u202Efdp.exe',
              type: 'application/octet-stream',
            },
          ),
        );
        expect([job.status, entry.status]).toEqual([201, 201]);
        expect((await t.row(job.json.id)).original_name).toBe('cv.pdf');
        expect((await t.row(entry.json.id)).original_name).toBe('resumefdp.png');

        const deadline = Date.now() + 20_000;
        while (received.length < 2 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(received).toHaveLength(2);
        const jobMail = received.find((m) => m.data.includes('Job application'))!.data;
        expect(jobMail).toMatch(/Content-Type: application\/pdf; name=cv\.pdf/);
        expect(jobMail).not.toMatch(/text\/html|cv\.html/);
        const subject = /^Subject: (.*)$/m.exec(jobMail)![1]!;
        expect(subject).toContain('from GraceHopper');
        // eslint-disable-next-line no-control-regex
        expect(subject).not.toMatch(/[\u0000\u202E]|=00|E2=80=AE/i);
        const entryMail = received.find((m) => m.data.includes('Colouring competition'))!.data;
        expect(entryMail).toMatch(/Content-Type: image\/png; name=resumefdp\.png/);
        expect(entryMail).not.toMatch(/\.exe|E2=80=AE|%E2%80%AE/i);
      } finally {
        await t.stop();
        await smtp.close();
      }
    });
  });
});
