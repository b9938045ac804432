import { AccountStore } from '../accounts/accountStore';
import { usersCommand } from '../accounts/usersCommand';
import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';

/** The password piped on standard input (its last line break dropped), else USERS_PASSWORD. */
async function readPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const piped = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
    if (piped) return piped;
  }
  return process.env.USERS_PASSWORD || null;
}

/** `npm run users -- add <email> --role <role>`, `password`, `disable`, `list` (usersCommand). */
runMain(async () => {
  const started = Date.now();
  const config = loadSiteConfig();
  const store = AccountStore.forSite(config.folders.state);
  try {
    const said = await usersCommand(store, process.argv.slice(2), readPassword, new Date());
    for (const line of said) console.log(line);
    console.log(`(${store.file}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    store.close();
  }
});
