/**
 * The strength meter beside a new password (beyond the spec): zxcvbn-ts's score 0–4, and whether the password is one
 * of the 10,000 most common (the server refuses those). zxcvbn and its lists (~1 MB) load on the first use only.
 */
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  common: boolean;
}

export const COMMON_PASSWORD_COUNT = 10_000;

type Checker = (password: string) => PasswordStrength;
let checker: Promise<Checker> | undefined;

export function loadPasswordChecker(): Promise<Checker> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    const mostCommon = new Set(common.dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((word) => word.toLowerCase()));
    return (password: string): PasswordStrength => {
      const isCommon = mostCommon.has(password.toLowerCase());
      const score = zxcvbn.check(password.slice(0, 100)).score as PasswordStrength['score'];
      return { score: isCommon ? 0 : score, common: isCommon };
    };
  });
  return checker;
}
