import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormsProxy, FORMS_PATH_PREFIX } from './proxy';
import { SUBMIT_PATH } from './service';
import { competitionParts, multipartBody } from './testing/multipartBody';
import { post } from './testing/post';
import { ORIGIN, startTestService } from './testing/testService';

jest.setTimeout(30_000);

async function frontFor(port: number) {
  const proxy = createFormsProxy({ host: '127.0.0.1', port });
  const front = http.createServer((req, res) => {
    if (req.url?.startsWith(FORMS_PATH_PREFIX)) return proxy(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return { front, url: `http://127.0.0.1:${(front.address() as AddressInfo).port}` };
}

describe('the site-side proxy', () => {
  it('passes a submission through to forms-api, which stores it', async () => {
    const t = await startTestService();
    const { front, url } = await frontFor(Number(new URL(t.service.url).port));
    try {
      const { body, contentType } = multipartBody(competitionParts());
      const answer = await post(`${url}${SUBMIT_PATH}`, body, {
        Origin: ORIGIN,
        'Content-Type': contentType,
      });
      expect(answer.status).toBe(201);
      expect(answer.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(await t.rows()).toBe(1);
    } finally {
      front.close();
      await t.stop();
    }
  });

  it('answers 502 when forms-api is not running', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { front, url } = await frontFor(port);
    try {
      const answer = await post(`${url}${SUBMIT_PATH}`, Buffer.from('x'), { Origin: ORIGIN });
      expect([answer.status, answer.json.error]).toEqual([502, 'forms_unavailable']);
    } finally {
      front.close();
    }
  });
});
