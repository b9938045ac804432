import { AccountRefused, AccountStore } from './accountStore';
import { hashPassword, passwordProblem } from './passwords';
import { ROLES } from './roles';

export const USERS_USAGE = `Usage (npm run users -- ...), for the site served on PORT (8080 by default):
  add <email> --role <role>   an account (roles: ${ROLES.join(', ')}); its password is read
                              from standard input when it is piped, or from USERS_PASSWORD
  password <email>            sets the account's password the same way (its sessions end)
  disable <email>             no more sign-ins; its sessions end at once
  list                        every account, its role and whether it is disabled
The password is never taken from the command line, which shells and process lists keep.`;

/** What the command read for a password: stdin when piped, else USERS_PASSWORD, else nothing. */
export type PasswordSource = () => Promise<string | null>;

/**
 * `npm run users -- …`: the accounts of the site whose state folder is given (decision 400).
 * Returns the lines it says; refuses, naming the cause, with an AccountRefused.
 */
export async function usersCommand(
  store: AccountStore,
  args: string[],
  readPassword: PasswordSource,
  now: Date,
): Promise<string[]> {
  const [command, email, ...rest] = args;
  const newHash = async (required: boolean) => {
    const password = await readPassword();
    if (password === null) {
      if (required)
        throw new AccountRefused(
          'No password given: pipe it on standard input or set USERS_PASSWORD',
        );
      return null;
    }
    const problem = passwordProblem(password);
    if (problem) throw new AccountRefused(`The password is refused: ${problem}`);
    return hashPassword(password);
  };
  switch (command) {
    case 'add': {
      const roleAt = rest.indexOf('--role');
      const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
      if (!email || !role)
        throw new AccountRefused(`add needs <email> --role <role>\n${USERS_USAGE}`);
      const account = store.add(email, role, await newHash(false), now);
      return [
        `Added ${account.email} (${account.role})${account.passwordHash ? ' with a password' : '; set its password with users password ' + account.email}`,
      ];
    }
    case 'password': {
      if (!email) throw new AccountRefused(`password needs <email>\n${USERS_USAGE}`);
      const account = store.setPassword(email, (await newHash(true))!);
      return [`Set the password of ${account.email}; its sessions ended`];
    }
    case 'disable': {
      if (!email) throw new AccountRefused(`disable needs <email>\n${USERS_USAGE}`);
      const account = store.disable(email, now);
      return [`Disabled ${account.email}: it cannot sign in, and its sessions ended`];
    }
    case 'list': {
      const accounts = store.list();
      if (accounts.length === 0) return ['No accounts'];
      return accounts.map(
        (account) =>
          `${account.email.padEnd(32)} ${account.role.padEnd(14)} ${account.disabledAt ? `disabled ${account.disabledAt}` : account.passwordHash ? 'active' : 'no password yet'}`,
      );
    }
    default:
      throw new AccountRefused(USERS_USAGE);
  }
}
