import { SITE_APPS } from 'shared-lib/apps';

/**
 * Short names for the addresses a page loads, the same for any build on any ports: the app (by
 * its port's offset from the shell's) and the file without its content hash, so the build's
 * `main` and the reference's are one row of a table. The page's own address is "the page".
 */
export function scriptNamer(shellPort: number): (url: string) => string {
  return (url) => {
    let address: URL;
    try {
      address = new URL(url);
    } catch {
      return url;
    }
    const app = SITE_APPS.find(
      (candidate) => candidate.portOffset === Number(address.port) - shellPort,
    );
    const file = address.pathname.replace(/\.[0-9a-f]{8,}(\.\w+)$/, '$1');
    if (app?.portOffset === 0 && (file.endsWith('/') || file.endsWith('.html'))) return 'the page';
    return `${app?.workspace ?? address.host} ${file}`;
  };
}
