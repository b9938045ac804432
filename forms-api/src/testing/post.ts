import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: Record<string, unknown>;
}

/**
 * POSTs raw bytes and resolves with the answer. The service may answer and close before it has
 * read the whole body (413 cut-off): an error writing after the answer arrived is expected.
 */
export function post(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  { method = 'POST' }: { method?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(url, {
      method,
      headers: { ...headers, 'Content-Length': String(body.length) },
      agent: false,
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => {});
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> = {};
        try {
          json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          json = { unparsable: text };
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}
