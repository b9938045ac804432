/** Result of checking a captcha token. `unavailable` means the verifier did not answer (fail closed). */
export type CaptchaResult =
  { ok: true } | { ok: false; reason: 'missing' | 'failed' | 'stale' | 'hostname' | 'unavailable' };

export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<CaptchaResult>;
}

interface SiteverifyAnswer {
  success?: boolean;
  hostname?: string;
  challenge_ts?: string;
}

/** Google's siteverify; `endpoint` is replaceable so tests can stand up a local imitation. */
export class GoogleSiteverifyVerifier implements CaptchaVerifier {
  constructor(
    private readonly options: {
      secret: string;
      hostnames: string[];
      maxAgeSeconds: number;
      timeoutMs: number;
      endpoint?: string;
      now?: () => number;
    },
  ) {}

  async verify(token: string, remoteIp: string): Promise<CaptchaResult> {
    if (!token) return { ok: false, reason: 'missing' };
    const body = new URLSearchParams({
      secret: this.options.secret,
      response: token,
      remoteip: remoteIp,
    });
    let answer: SiteverifyAnswer;
    try {
      const response = await fetch(
        this.options.endpoint ?? 'https://www.google.com/recaptcha/api/siteverify',
        {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(this.options.timeoutMs),
        },
      );
      if (!response.ok) return { ok: false, reason: 'unavailable' };
      answer = (await response.json()) as SiteverifyAnswer;
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
    if (answer.success !== true) return { ok: false, reason: 'failed' };
    if (!answer.hostname || !this.options.hostnames.includes(answer.hostname))
      return { ok: false, reason: 'hostname' };
    const issued = Date.parse(answer.challenge_ts ?? '');
    const now = (this.options.now ?? Date.now)();
    if (
      !Number.isFinite(issued) ||
      now - issued > this.options.maxAgeSeconds * 1000 ||
      issued - now > 60_000
    ) {
      return { ok: false, reason: 'stale' };
    }
    return { ok: true };
  }
}

/**
 * For local use and tests only: accepts any token except the literal 'fail' (so tests can see a
 * failure). The service refuses to start with it in production mode.
 */
export class OfflineTestOnlyCaptchaVerifier implements CaptchaVerifier {
  async verify(token: string): Promise<CaptchaResult> {
    if (!token) return { ok: false, reason: 'missing' };
    if (token === 'fail') return { ok: false, reason: 'failed' };
    return { ok: true };
  }
}
