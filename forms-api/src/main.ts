import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startFormsService } from './service';

/** `npm start -w forms-api`: the intake service, configured by environment variables. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const service = await startFormsService(config, { log });
  log.info(
    {
      url: service.url,
      dataDir: config.dataDir,
      captcha: config.captchaVerifier,
      production: config.production,
      startMs: Math.round(performance.now() - started),
    },
    `forms-api listening on ${service.url}`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const closing = performance.now();
    service.close().then(
      () => {
        log.info({ signal, closeMs: Math.round(performance.now() - closing) }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Started by the site's serve script with a pipe on stdin: when that parent goes, so do we.
  if (process.env.FORMS_API_EXIT_WITH_PARENT === '1') {
    process.stdin.on('end', () => stop('parent gone'));
    process.stdin.on('close', () => stop('parent gone'));
    process.stdin.resume();
  }
}

main().catch((error: Error) => {
  // A configuration error lists every variable at fault, one per line.
  const lines = error instanceof ConfigError ? error.problems : [error.message];
  console.error(`forms-api: refusing to start:\n  ${lines.join('\n  ')}`);
  process.exit(1);
});
