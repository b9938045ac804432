import { loadConfig } from './config';
import { startFormsService } from './service';

/** `npm start -w forms-api`: the intake service, configured by environment variables. */
async function main() {
  const config = loadConfig();
  const service = await startFormsService(config);
  console.log(
    `forms-api listening on ${service.url} (data: ${config.dataDir}, captcha: ${config.captchaVerifier})`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by the site's serve script with a pipe on stdin: when that parent goes, so do we.
  if (process.env.FORMS_API_EXIT_WITH_PARENT === '1') {
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.resume();
  }
}

main().catch((error: Error) => {
  console.error(`forms-api: ${error.message}`);
  process.exit(1);
});
