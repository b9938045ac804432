import {
  formatFileSize,
  isPdf,
  isPngOrJpeg,
  isUnderUploadLimit,
  MAX_UPLOAD_BYTES,
} from './fileRules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('file rules', () => {
  it('accepts files under 10 MB and refuses 10 MB or more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(isUnderUploadLimit(file('a.png', 'image/png', MAX_UPLOAD_BYTES - 1))).toBe(true);
    expect(isUnderUploadLimit(file('a.png', 'image/png', MAX_UPLOAD_BYTES))).toBe(false);
    expect(isUnderUploadLimit(file('a.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toBe(false);
  });

  it('knows PNG and JPG by type, or by extension without a type', () => {
    expect(isPngOrJpeg(file('a.png', 'image/png'))).toBe(true);
    expect(isPngOrJpeg(file('a.jpg', 'image/jpeg'))).toBe(true);
    expect(isPngOrJpeg(file('a.gif', 'image/gif'))).toBe(false);
    expect(isPngOrJpeg(file('a.png', 'application/pdf'))).toBe(false);
    expect(isPngOrJpeg(file('scan.JPEG', ''))).toBe(true);
    expect(isPngOrJpeg(file('scan.webp', ''))).toBe(false);
  });

  it('knows a PDF by type, or by extension without a type', () => {
    expect(isPdf(file('cv.pdf', 'application/pdf'))).toBe(true);
    expect(isPdf(file('cv.docx', 'application/msword'))).toBe(false);
    expect(isPdf(file('cv.PDF', ''))).toBe(true);
    expect(isPdf(file('cv.doc', ''))).toBe(false);
  });

  it('formats sizes in KB and MB', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(830 * 1024)).toBe('830 KB');
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe('2.5 MB');
  });
});
