import { RateLimiter } from './abuse';
import { sniffFileType } from './fileType';
import { cleanFileName } from './fileName';
import { fileTypeError, validateFields } from './forms';
import { composeMail, recipientAllowed } from './mail';

describe('field rules', () => {
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
      { field: 'consent_terms', message: "Please tick 'I accept the Terms and Conditions'" },
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
    ).toEqual({ field: 'resume', message: 'Resume must be a PDF' });
  });

  it('keeps only a clean base name of the original file', () => {
    expect(cleanFileName('C:\\Users\\me\\My CV.pdf', 'application/pdf')).toBe('My CV.pdf');
    expect(cleanFileName('../../etc/passwd.png', 'image/png')).toBe('passwd.png');
    expect(cleanFileName('a\u0000b\r\n<c>.png', 'image/png')).toBe('abc.png');
    expect(cleanFileName('', 'image/png')).toBe('upload.png');
  });

  it('names a file by the type its bytes are, whatever its own name says', () => {
    expect(cleanFileName('drawing.html', 'image/png')).toBe('drawing.png');
    expect(cleanFileName('cv.html', 'application/pdf')).toBe('cv.pdf');
    expect(cleanFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(cleanFileName('scan', 'image/jpeg')).toBe('scan.jpg');
    expect(cleanFileName('.pdf', 'application/pdf')).toBe('.pdf');
  });

  it('removes bidirectional overrides and other invisible controls from a name', () => {
    // Shown as "resumeexe.pdf" with the override: the name says what the bytes are instead.
    expect(cleanFileName('resume\u202Efdp.exe', 'application/pdf')).toBe('resumefdp.pdf');
    expect(cleanFileName('a\u2066b\u200Fc\u0085.pdf', 'application/pdf')).toBe('abc.pdf');
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

  it('leaves NUL out of the text and keeps the lines of a value', () => {
    const [mail] = composeMail(
      'colouring_competition',
      { name: 'Ada\u0000 Lovelace', email: 'a@x.example\nsecond line' },
      { centreAddress: 'c@x.example', recipientAllowlist: [] },
    );
    expect(mail!.body).toBe('name: Ada Lovelace\nemail: a@x.example\nsecond line');
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
