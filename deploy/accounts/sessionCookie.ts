/**
 * The session cookie (decision 401): `__Host-` (Secure, Path=/, no Domain: the editor's origin
 * alone), HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it).
 */
export const SESSION_COOKIE = '__Host-editor-session';

export function sessionCookie(token: string, expiresAt: number, now: number): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; Path=/; Secure; HttpOnly; SameSite=Strict`;
}

export const clearedSessionCookie = () =>
  `${SESSION_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Strict`;

/** The session token a request's `Cookie` header carries, or ''. */
export function sessionTokenOf(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return '';
}
