import { argon2, randomBytes, timingSafeEqual, type Argon2Parameters } from 'node:crypto';

/**
 * Argon2id (Node 24's `crypto.argon2`), memory-hard, with the cost of OWASP's first choice:
 * 19 MiB, 2 passes, one lane. A hash is kept in the PHC string form
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so a later cost verifies the older hashes.
 */
const COST = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const TAG_BYTES = 32;
const SALT_BYTES = 16;

/** A password shorter than this is refused: a person's passphrase, not a PIN. */
export const MIN_PASSWORD_LENGTH = 12;

const derive = (password: string, nonce: Buffer, cost: typeof COST | Argon2Parameters) =>
  new Promise<Buffer>((resolve, reject) =>
    argon2(
      'argon2id',
      {
        message: Buffer.from(password, 'utf8'),
        nonce,
        parallelism: cost.parallelism,
        memory: cost.memory,
        passes: cost.passes,
        tagLength: TAG_BYTES,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

/** Why a password cannot be used, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `a password has at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const tag = await derive(password, salt, COST);
  return `$argon2id$v=19$m=${COST.memory},t=${COST.passes},p=${COST.parallelism}$${salt.toString('base64url')}$${tag.toString('base64url')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

/** Whether `password` is the one `hash` was made from; a hash of another form never matches. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parts = PHC.exec(hash);
  if (!parts) return false;
  const [, memory, passes, parallelism, salt, tag] = parts as unknown as string[];
  const expected = Buffer.from(tag!, 'base64url');
  const actual = await derive(password, Buffer.from(salt!, 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
  } as Argon2Parameters);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows: checked when the account does not exist, so that an unknown
 * address takes as long to refuse as a wrong password.
 */
export const UNKNOWN_ACCOUNT_HASH = hashPassword(randomBytes(24).toString('base64url'));
