import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it (tests and the benchmark build their own). */
export function multipartBody(
  parts: Part[],
  boundary = `----forms${randomBytes(8).toString('hex')}`,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type =
      part.filename === undefined
        ? ''
        : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** File bytes that start as the named type does. */
export const SAMPLE = {
  png: (size = 2048) =>
    withHead(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size),
  jpeg: (size = 2048) => withHead(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), size),
  pdf: (size = 2048) => withHead(Buffer.from('%PDF-1.7\n'), size),
  html: () => Buffer.from('<!doctype html><script>alert(1)</script>'),
};

function withHead(head: Buffer, size: number): Buffer {
  const bytes = randomBytes(size);
  head.copy(bytes, 0);
  return bytes;
}

export function competitionParts(
  overrides: Partial<Record<string, string>> = {},
  file?: Part,
): Part[] {
  const fields: Record<string, string> = {
    form_id: 'colouring_competition',
    form: 'Colouring competition submission',
    captcha: 'token',
    name: 'Ada Lovelace',
    email: 'parent@example.com',
    consent_public: 'on',
    consent_terms: 'on',
    ...overrides,
  };
  return [
    ...Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => ({ name, value: value! })),
    file ?? { name: 'file', value: SAMPLE.png(), filename: 'drawing.png', type: 'image/png' },
  ];
}

export function jobParts(overrides: Partial<Record<string, string>> = {}, file?: Part): Part[] {
  const fields: Record<string, string> = {
    form_id: 'job_application',
    form: 'Job Application for Sales Assistant at Shoe Outlet',
    captcha: 'token',
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+61 2 6123 4567',
    retailer: 'Shoe Outlet',
    position: 'Sales Assistant',
    'retailer recipient': 'jobs@shoeoutlet.example',
    formId: 'sales-assistant-shoe-outlet',
    ...overrides,
  };
  return [
    ...Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => ({ name, value: value! })),
    file ?? {
      name: 'resume',
      value: SAMPLE.pdf(),
      filename: 'resume.pdf',
      type: 'application/pdf',
    },
  ];
}
