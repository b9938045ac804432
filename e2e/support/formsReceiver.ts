import http, { type Server } from 'node:http';
import { HOST, SITE_PORT } from './site';

/**
 * FORMS RECEIVER: a stand-in for the forms service (forms-api) in end-to-end tests until it lands.
 * It listens where the served site passes `/restful_forms/` on to (the shell's port + 5, as
 * deploy/server's proxy and nginx do), records every request with its parsed multipart fields
 * and files, and answers as a test asks: 200, another status, or a dropped connection.
 */
export const FORMS_RECEIVER_PORT = SITE_PORT + 5;

export type ReceiverAnswer = { status: number; delayMs?: number } | { drop: true };

export interface ReceivedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export interface ReceivedSubmission {
  method: string;
  path: string;
  contentType: string;
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
}

export interface FormsReceiver {
  received: ReceivedSubmission[];
  answerWith(answer: ReceiverAnswer): void;
  close(): Promise<void>;
}

async function parse(req: http.IncomingMessage, body: Buffer): Promise<ReceivedSubmission> {
  const contentType = String(req.headers['content-type'] ?? '');
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  // The platform's own multipart parser (undici), as a server framework would parse it.
  const form = await new Request('http://receiver/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else
      files[name] = {
        name: value.name,
        type: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      };
  }
  return { method: req.method ?? '', path: req.url ?? '', contentType, fields, files };
}

export async function startFormsReceiver(): Promise<FormsReceiver> {
  const received: ReceivedSubmission[] = [];
  let answer: ReceiverAnswer = { status: 200 };
  const server: Server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        received.push(await parse(req, Buffer.concat(chunks)));
        const now = answer;
        if ('drop' in now) {
          req.socket.destroy();
          return;
        }
        if (now.delayMs) await new Promise((resolve) => setTimeout(resolve, now.delayMs));
        res.writeHead(now.status, { 'Content-Type': 'application/json' }).end('{}');
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(FORMS_RECEIVER_PORT, HOST, resolve);
  });
  return {
    received,
    answerWith: (next) => {
      answer = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
