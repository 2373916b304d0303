import { createRequire } from 'node:module';

/**
 * The ~49,000 most common passwords from zxcvbn (the `passwords-common` list of
 * @zxcvbn-ts/language-common, MIT; already lower-case). Loaded on the first check, not at start,
 * so processes that never see a password (migrations, the seed) do not pay for it.
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    // The package's public entry, loaded synchronously so the check stays a plain function.
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as {
      dictionary: { 'passwords-common': string[] };
    };
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

/** True when the password, compared lower-case, is one of the common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
