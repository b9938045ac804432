/** One violation of the Content-Security-Policy, as much of it as is kept (decision 322). */
export interface CspViolation {
  /** The page's path, without its query (a search's words live there). */
  path: string;
  /** The directive that refused, e.g. `script-src-elem`. */
  directive: string;
  /** What was refused: an origin, or `inline`, `eval`, `data`, `blob`. */
  blocked: string;
}

const DIRECTIVE = /^[a-z-]{3,40}$/;

function blockedOf(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  if (['inline', 'eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink'].includes(text))
    return text;
  if (/^(data|blob|filesystem):?/.test(text)) return text.replace(/:.*$/, '');
  try {
    return new URL(text).origin;
  } catch {
    return 'unknown';
  }
}

function violationOf(
  body: Record<string, unknown>,
  names: { document: string; directive: string; blocked: string },
  origins: Set<string>,
): CspViolation | null {
  let page: URL;
  try {
    page = new URL(String(body[names.document]));
  } catch {
    return null;
  }
  const directive = String(body[names.directive] ?? '').split(' ')[0]!;
  if (!origins.has(page.origin) || !DIRECTIVE.test(directive)) return null;
  return {
    path: page.pathname.slice(0, 300),
    directive,
    blocked: blockedOf(body[names.blocked]),
  };
}

const LEGACY = {
  document: 'document-uri',
  directive: 'effective-directive',
  blocked: 'blocked-uri',
};
const REPORTING = {
  document: 'documentURL',
  directive: 'effectiveDirective',
  blocked: 'blockedURL',
};

/**
 * The violations in a report body as browsers send them: `report-uri`'s
 * `application/csp-report` (`{"csp-report": {...}}`) or the Reporting API's
 * `application/reports+json` (a list of `{type: "csp-violation", body}`). Only violations on a
 * page of `origins` are kept; the rest of a report (the policy, the referrer, a sample of the
 * refused code) is dropped.
 */
export function cspViolationsOf(contentType: string, value: unknown, origins: Set<string>) {
  if (contentType === 'application/csp-report') {
    const report = (value as { 'csp-report'?: unknown } | null)?.['csp-report'];
    if (typeof report !== 'object' || report === null) return [];
    const violation = violationOf(report as Record<string, unknown>, LEGACY, origins);
    return violation ? [violation] : [];
  }
  if (!Array.isArray(value)) return [];
  return value.slice(0, 20).flatMap((report: unknown) => {
    const { type, body } = (report ?? {}) as { type?: unknown; body?: unknown };
    if (type !== 'csp-violation' || typeof body !== 'object' || body === null) return [];
    const violation = violationOf(body as Record<string, unknown>, REPORTING, origins);
    return violation ? [violation] : [];
  });
}
