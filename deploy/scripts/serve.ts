import { HOST, serveSite } from '../local-site/serveSite';

/** Serves an existing build (`npm run serve`); `npm start` builds first. */
export async function serve(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const faults = process.env.SITE_TEST_FAULTS === '1';
  console.log('Serving the site:');
  const servers = await serveSite(port, { faults });
  console.log(
    `\nOpen http://${HOST}:${port}/ (Ctrl+C to stop)${faults ? ' [test faults enabled]' : ''}`,
  );
  const stop = () => {
    for (const server of servers) server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  serve().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
