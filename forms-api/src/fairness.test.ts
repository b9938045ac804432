import net from 'node:net';
import { HEALTH_PATH, SUBMIT_PATH } from './service';
import { competitionParts } from './testing/multipartBody';
import { ENGINES, ORIGIN, startTestService } from './testing/testService';

jest.setTimeout(60_000);

/** An upload from `address` (as the site's proxy says) that sends its head and stops. */
function stalledUpload(port: number, address: string): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST ${SUBMIT_PATH} HTTP/1.1\r\nHost: x\r\nOrigin: ${ORIGIN}\r\nX-Forwarded-For: ${address}\r\n` +
      'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000\r\n\r\n--b\r\n',
  );
  return socket;
}

describe.each(ENGINES)('on %s', (engine) => {
  const start: typeof startTestService = (overrides, options) =>
    startTestService(overrides, { ...options, engine });

  describe('fairness between client addresses', () => {
    it('one address cannot take every slot: its extra uploads wait, another address gets in', async () => {
      const t = await start({
        maxUploadsInFlight: 10,
        maxUploadsPerClient: 2,
        trustProxy: true,
      });
      const port = Number(new URL(t.service.url).port);
      const sockets: net.Socket[] = [];
      try {
        for (let i = 0; i < 2; i += 1) {
          const started = new Promise((resolve) =>
            t.service.events.once('upload-started', resolve),
          );
          sockets.push(stalledUpload(port, '203.0.113.7'));
          await started;
        }
        const third = await t.submit(competitionParts(), { 'X-Forwarded-For': '203.0.113.7' });
        expect([third.status, third.json.error, third.headers['retry-after']]).toEqual([
          503,
          'busy',
          '5',
        ]);
        const other = await t.submit(competitionParts(), { 'X-Forwarded-For': '198.51.100.2' });
        expect(other.status).toBe(201);
      } finally {
        for (const socket of sockets) socket.destroy();
        await t.stop();
      }
    });

    it('trusts X-Forwarded-For only when told to', async () => {
      const t = await start({ ratePerMinute: 1, trustProxy: false });
      try {
        const first = await t.submit(competitionParts(), { 'X-Forwarded-For': '203.0.113.7' });
        const second = await t.submit(competitionParts(), { 'X-Forwarded-For': '198.51.100.2' });
        // Both come from this machine: one rate, whatever the header says.
        expect([first.status, second.status]).toEqual([201, 429]);
      } finally {
        await t.stop();
      }
    });

    it('tells the counts only to a caller on this machine, not through the proxy', async () => {
      const t = await start();
      try {
        const direct = await (await fetch(`${t.service.url}${HEALTH_PATH}`)).json();
        expect(direct).toEqual({ status: 'ok', pendingMail: 0, uploadsInFlight: 0 });
        const proxied = await (
          await fetch(`${t.service.url}${HEALTH_PATH}`, {
            headers: { 'X-Forwarded-For': '203.0.113.7' },
          })
        ).json();
        expect(proxied).toEqual({ status: 'ok' });
      } finally {
        await t.stop();
      }
    });
  });
});
