import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused (zxcvbn-ts's list is ranked, most common first). */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/** True for one of the 10,000 most common passwords (compared ignoring case), which a new password may not be. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}
