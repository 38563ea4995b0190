import { PASSWORD_MIN_LENGTH } from '@cq/shared';

/**
 * The most common passwords of published breach corpora (about 49,000, most common first), from the
 * maintained dictionary of zxcvbn-ts (`@zxcvbn-ts/language-common`, MIT). Read once, on the first password
 * that is set, and kept as a set of the lower-case entries long enough to pass the length rule. A password
 * on it is refused whatever its case.
 */
let loading: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const entries = dictionary['passwords-common'].map((p) => p.toLowerCase());
    return new Set(entries.filter((p) => p.length >= PASSWORD_MIN_LENGTH));
  });
  return loading;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
