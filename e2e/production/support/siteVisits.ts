import { SITE_URL } from '../../support/site';

/** What the site answered a visit: its generation, the cookie it set, and the page. */
export interface Answer {
  generation: string | null;
  setCookie: string | null;
  html: string;
}

/** A visit to a page of the site through nginx, a first one or one with `cookie` (a cohort's). */
export async function visit(pathname: string, cookie?: string): Promise<Answer> {
  const get = () => fetch(`${SITE_URL}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  // A kept-alive connection that nginx's graceful reload closed is reset: asked again, as a
  // browser asks again for a page on a reused connection that was closed.
  const response = await get().catch(get);
  return {
    generation: response.headers.get('x-site-generation'),
    setCookie: response.headers.get('set-cookie'),
    html: await response.text(),
  };
}
