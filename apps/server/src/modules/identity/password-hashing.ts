import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

interface ScryptCost {
  /** log2 of N, the CPU and memory cost. */
  logN: number;
  r: number;
  p: number;
}

/**
 * better-auth's own parameters (N = 2^14, r = 16: 32 MB and about 170 ms a hash on this machine),
 * kept so every hash it ever wrote still verifies and every hash written here is its format.
 */
const STANDARD: ScryptCost = { logN: 14, r: 16, p: 1 };
/**
 * The server suite's cost (decision 074): N = 2^10, r = 8, p = 1, about 2.5 ms. Only NODE_ENV=test
 * hashes at it, as Devise's `stretches = 1` and Django's test hashers do: the suite signs
 * hundreds of accounts up, and at the standard cost their hashing took about a third of its CPU time.
 */
const QUICK: ScryptCost = { logN: 10, r: 8, p: 1 };
const KEY_BYTES = 64;

/** `salt:key`: better-auth's format, always at the standard cost. */
const STANDARD_HASH = /^([0-9a-f]{32}):([0-9a-f]{128})$/;
/** `$scrypt$ln=10,r=8,p=1$salt$key`: the PHC string format, which names its own cost. */
const COSTED_HASH = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([0-9a-f]{32})\$([0-9a-f]{128})$/;
/**
 * The costs a costed hash may name: those this code writes. Any other (a cost Node refuses, or one
 * that would hold a thread for seconds) never matches, without being computed.
 */
const KNOWN_COSTS = [QUICK];

export type PasswordHashCost = 'standard' | 'quick';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

function derive(password: string, salt: string, { logN, r, p }: ScryptCost): Promise<Buffer> {
  const N = 2 ** logN;
  // NFKC as better-auth does, so a password typed with another Unicode form still matches.
  return scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r });
}

function parse(hash: string): { salt: string; key: string; cost: ScryptCost } | null {
  const standard = STANDARD_HASH.exec(hash);
  if (standard) return { salt: standard[1] ?? '', key: standard[2] ?? '', cost: STANDARD };
  const costed = COSTED_HASH.exec(hash);
  if (!costed) return null;
  const cost = KNOWN_COSTS.find(
    (known) =>
      known.logN === Number(costed[1]) &&
      known.r === Number(costed[2]) &&
      known.p === Number(costed[3]),
  );
  if (!cost) return null;
  return { salt: costed[4] ?? '', key: costed[5] ?? '', cost };
}

/**
 * Password hashing for better-auth's `emailAndPassword.password`: scrypt, salted per password.
 * Verifying reads the cost from the hash, so a database holds hashes of either cost and each still
 * verifies; a hash of neither format, or one naming a cost this code never writes, never matches.
 */
export function passwordHasher(cost: PasswordHashCost): PasswordHasher {
  const params = cost === 'standard' ? STANDARD : QUICK;
  return {
    async hash(password) {
      // A hex string, used as it is as the salt: better-auth's choice, kept for its hashes.
      const salt = randomBytes(16).toString('hex');
      const key = (await derive(password, salt, params)).toString('hex');
      if (cost === 'standard') return `${salt}:${key}`;
      return `$scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt}$${key}`;
    },
    async verify({ hash, password }) {
      const stored = parse(hash);
      if (!stored) return false;
      try {
        const key = await derive(password, stored.salt, stored.cost);
        return timingSafeEqual(key, Buffer.from(stored.key, 'hex'));
      } catch {
        // Only a cost Node refuses could throw, and KNOWN_COSTS has none: a wrong password, not a 500.
        return false;
      }
    },
  };
}
