import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { formsApiHealthUrl, formsApiPidFile, startFormsApiBeside } from 'deploy/forms-api-beside';
import { untilFormsServiceAnswers } from '../../support/formsService';
import { E2E_SITE_CONFIG } from '../../support/releases';
import { E2E_FORMS_DATA_DIR, E2E_NGINX_PREFIX } from './nginxRun';

const pidFile = formsApiPidFile(E2E_NGINX_PREFIX);

/** Stops the forms-api behind nginx (by the id serve:nginx wrote) and waits until it is gone. */
export async function stopServedFormsService(): Promise<void> {
  process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGTERM');
  for (let attempt = 0; ; attempt += 1) {
    const answered = await fetch(formsApiHealthUrl(E2E_SITE_CONFIG)).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    if (attempt > 100) throw new Error('forms-api did not stop');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts forms-api again as serve:nginx did (same port, origins and data folder), recording its
 * id where the next stop finds it. It runs until this test worker ends.
 */
export async function restartServedFormsService(): Promise<void> {
  const child: ChildProcess = startFormsApiBeside(E2E_SITE_CONFIG, {
    FORMS_API_DATA_DIR: E2E_FORMS_DATA_DIR,
  });
  writeFileSync(pidFile, String(child.pid));
  child.once('exit', () => rmSync(pidFile, { force: true }));
  await untilFormsServiceAnswers(child);
}
