import { Transform, type TransformCallback } from 'node:stream';

const CRLF = Buffer.from('\r\n');
/** Longer part headers than busboy accepts (16 KB) are refused by it anyway; this bounds memory. */
const MAX_HEADER_BYTES = 16 * 1024;

export class TooManyPartHeaders extends Error {}

/**
 * Passes a multipart body through unchanged, counting the header lines of each part, and fails
 * with TooManyPartHeaders when one has more than `max` (busboy's own `headerPairs` limit applies
 * only to urlencoded bodies). Only the delimiters and header lines are looked at.
 */
export class PartHeaderLimit extends Transform {
  private readonly delimiter: Buffer;
  // The body starts with a delimiter that has no CRLF before it: one is assumed.
  private carry: Buffer = CRLF;
  private state: 'body' | 'delimiterLine' | 'headers' | 'epilogue' = 'body';
  private lines = 0;

  constructor(
    boundary: string,
    private readonly max: number,
  ) {
    super();
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const error = this.scan(this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk);
    if (error) return done(error);
    done(null, chunk);
  }

  private scan(data: Buffer): Error | null {
    let at = 0;
    for (;;) {
      if (this.state === 'epilogue') {
        this.carry = Buffer.alloc(0);
        return null;
      }
      if (this.state === 'body') {
        const found = data.indexOf(this.delimiter, at);
        if (found < 0) {
          this.carry = data.subarray(Math.max(at, data.length - this.delimiter.length + 1));
          return null;
        }
        at = found + this.delimiter.length;
        this.state = 'delimiterLine';
        continue;
      }
      if (
        this.state === 'delimiterLine' &&
        data.length - at >= 2 &&
        data[at] === 45 &&
        data[at + 1] === 45
      ) {
        this.state = 'epilogue';
        continue;
      }
      const end = data.indexOf(CRLF, at);
      if (end < 0) {
        if (data.length - at > MAX_HEADER_BYTES)
          return new TooManyPartHeaders('part headers too large');
        this.carry = data.subarray(at);
        return null;
      }
      if (this.state === 'delimiterLine') {
        this.state = 'headers';
        this.lines = 0;
      } else if (end === at) {
        this.state = 'body';
        at = end + 2;
        continue;
      } else if (++this.lines > this.max) {
        return new TooManyPartHeaders(`a part has more than ${this.max} header lines`);
      }
      at = end + 2;
    }
  }
}
