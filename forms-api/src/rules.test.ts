import { RateLimiter } from './abuse';
import { sniffFileType } from './fileType';
import { cleanFileName, fileTypeError, isEmail, isPhone, validateFields } from './forms';
import { composeMail, recipientAllowed } from './mail';

describe('field rules', () => {
  it('accepts addresses a browser accepts and refuses broken ones', () => {
    expect(isEmail('parent@example.com')).toBe(true);
    expect(isEmail("o'neil+forms@mail.example.com.au")).toBe(true);
    for (const bad of ['parent@', '@example.com', 'a b@example.com', 'a@b', 'a@-b.com'])
      expect(isEmail(bad)).toBe(false);
  });

  it('accepts phone numbers of digits, spaces, +, (, ) and - with at least 8 digits', () => {
    expect(isPhone('+61 2 6123 4567')).toBe(true);
    expect(isPhone('(02) 6123-4567')).toBe(true);
    expect(isPhone('0412 345')).toBe(false);
    expect(isPhone('call me on 0412345678')).toBe(false);
  });

  it('requires both competition consents', () => {
    const fields = {
      form_id: 'colouring_competition',
      form: 'Colouring competition submission',
      captcha: 't',
      name: 'Ada',
      email: 'a@example.com',
      consent_public: 'on',
    };
    const file = { field: 'file', size: 10, sniffed: 'image/png' as const };
    expect(validateFields('colouring_competition', fields, file)).toEqual([
      { field: 'consent_terms', message: 'consent required' },
    ]);
    expect(
      validateFields('colouring_competition', { ...fields, consent_terms: 'on' }, file),
    ).toEqual([]);
  });

  it('judges a file by its first bytes', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('<html>'))).toBe('unknown');
    expect(
      fileTypeError('job_application', { field: 'resume', size: 5, sniffed: 'image/png' }),
    ).toEqual({ field: 'resume', message: 'must be application/pdf' });
  });

  it('keeps only a clean base name of the original file', () => {
    expect(cleanFileName('C:\\Users\\me\\My CV.pdf')).toBe('My CV.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n<c>.png')).toBe('abc.png');
    expect(cleanFileName('')).toBe('upload');
  });
});

describe('mail', () => {
  it('sends a job application to an allowlisted recipient, otherwise to the centre', () => {
    const options = { centreAddress: 'centre@x.example', recipientAllowlist: ['@shops.example'] };
    const fields = {
      full_name: 'Grace',
      position: 'Sales',
      retailer: 'Shoes',
      'retailer recipient': 'jobs@shops.example',
    };
    expect(composeMail('job_application', fields, options)[0]!.recipient).toBe(
      'jobs@shops.example',
    );
    const elsewhere = composeMail(
      'job_application',
      { ...fields, 'retailer recipient': 'me@evil.example' },
      options,
    )[0]!;
    expect(elsewhere.recipient).toBe('centre@x.example');
    expect(elsewhere.body).toContain('me@evil.example');
    expect(recipientAllowed('JOBS@Shops.Example', ['@shops.example'])).toBe(true);
  });

  it('keeps a subject on one line', () => {
    const [mail] = composeMail(
      'colouring_competition',
      { name: 'Ada\r\nBcc: all@example.com' },
      { centreAddress: 'c@x.example', recipientAllowlist: [] },
    );
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });
});

describe('rate limiter', () => {
  it('allows the rate per minute per client, then says when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(30);
    now += 30_000;
    expect(limiter.take('a')).toBe(0);
  });
});
