import { DrupalError } from './DrupalError';
import { LIMIT_VARIABLES, type DrupalLimits, type DrupalSite } from './drupalSite';

/** Redirects followed for one request; each hop must stay on the Drupal site. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** What a limit is, for its refusal. */
const limitText = (limits: DrupalLimits, limit: keyof DrupalLimits, unit: string) =>
  `${limits[limit]} ${unit} (${LIMIT_VARIABLES[limit]})`;

/**
 * One read of a Drupal site: every request goes to the site's own origin (redirects are
 * followed here, one hop at a time, and each is checked), JSON:API pages are counted, every
 * answer is read up to its byte limit, and the whole read stops at its time limit. Each refusal
 * is a DrupalError naming the address and the limit.
 */
export class DrupalReader {
  readonly site: DrupalSite;
  private readonly deadline: number;
  private pages = 0;

  constructor(site: DrupalSite) {
    this.site = site;
    this.deadline = Date.now() + site.limits.seconds * 1000;
  }

  /** A JSON:API page: counted against the page limit, read up to the answer limit. */
  async page(url: string): Promise<{ status: number; statusText: string; body: Buffer }> {
    if (this.pages >= this.site.limits.pages)
      throw new DrupalError(
        `${url} is refused: the read has reached its limit of ${limitText(this.site.limits, 'pages', 'JSON:API pages')}`,
      );
    this.pages += 1;
    return this.get(url, 'responseBytes', { accept: 'application/vnd.api+json' });
  }

  /** A picture, read up to the picture limit; null when Drupal does not have it (404). */
  async picture(url: string): Promise<Buffer | null> {
    const answer = await this.get(url, 'pictureBytes', {});
    if (answer.status === 404) return null;
    if (answer.status < 200 || answer.status > 299)
      throw new DrupalError(`${answer.address} answered ${answer.status}`);
    return answer.body;
  }

  private async get(
    url: string,
    limit: 'responseBytes' | 'pictureBytes',
    headers: Record<string, string>,
  ): Promise<{ status: number; statusText: string; body: Buffer; address: string }> {
    let address = this.onSite(url, url);
    for (let hops = 0; ; hops += 1) {
      const response = await this.timed(address, () =>
        fetch(address, { headers, redirect: 'manual', signal: this.signal() }),
      );
      if (!REDIRECT_STATUSES.has(response.status)) {
        const body = await this.timed(address, () => this.readUpTo(response, address, limit));
        return { status: response.status, statusText: response.statusText, body, address };
      }
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location)
        throw new DrupalError(`${address} answered ${response.status} without a Location`);
      if (hops === MAX_REDIRECTS)
        throw new DrupalError(`${url} is refused: more than ${MAX_REDIRECTS} redirects`);
      address = this.onSite(new URL(location, address).href, `${address} redirects to ${location}`);
    }
  }

  /** `url` when it is on the Drupal site; `what` names it in the refusal otherwise. */
  private onSite(url: string, what: string): string {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      throw new DrupalError(`${what}: not an address`);
    }
    if (origin !== this.site.origin)
      throw new DrupalError(`${what}: refused, not on the Drupal site ${this.site.origin}`);
    return url;
  }

  private signal(): AbortSignal {
    return AbortSignal.timeout(Math.max(0, this.deadline - Date.now()));
  }

  /** Runs one step of a request, turning the time limit and network failures into refusals. */
  private async timed<T>(address: string, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      if (error instanceof DrupalError) throw error;
      if ((error as Error).name === 'TimeoutError')
        throw new DrupalError(
          `${address} is refused: the read has reached its limit of ${limitText(this.site.limits, 'seconds', 's')}`,
        );
      throw new DrupalError(`cannot reach ${address} (${(error as Error).message})`);
    }
  }

  private async readUpTo(
    response: Response,
    address: string,
    limit: 'responseBytes' | 'pictureBytes',
  ): Promise<Buffer> {
    const most = this.site.limits[limit];
    const tooLarge = () =>
      new DrupalError(
        `${address} is refused: larger than ${limitText(this.site.limits, limit, 'bytes')}`,
      );
    if (Number(response.headers.get('content-length') ?? 0) > most) {
      await response.body?.cancel();
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const body = response.body?.getReader();
    for (let part = await body?.read(); part && !part.done; part = await body?.read()) {
      size += part.value.byteLength;
      if (size > most) {
        await body?.cancel();
        throw tooLarge();
      }
      chunks.push(Buffer.from(part.value));
    }
    return Buffer.concat(chunks);
  }
}
