import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * How guessable a password is, by zxcvbn (@zxcvbn-ts/core with the common-passwords list and keyboard layouts of
 * @zxcvbn-ts/language-common; its English word lists are left out, the console's users mostly are not English).
 * Advice only: the rule a password must meet is validation/password.ts (4 to 30 characters). This module is loaded
 * on its own when a password screen's field is first typed in, never with /login.
 */

/** 0 (guessed at once) to 4 (very hard to guess), as zxcvbn scores. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** The one hint shown under the meter: what makes the password easy to guess. */
export type StrengthWarning = 'common' | 'keyboard' | 'repeat' | 'sequence' | 'date' | 'personal';

export interface Strength {
    score: StrengthScore;
    warning?: StrengthWarning;
}

/** zxcvbn's warning keys (its translations are left as the keys) grouped into the hints the console words. */
const WARNINGS: Record<string, StrengthWarning> = {
    topTen: 'common',
    topHundred: 'common',
    common: 'common',
    similarToCommon: 'common',
    pwned: 'common',
    straightRow: 'keyboard',
    keyPattern: 'keyboard',
    simpleRepeat: 'repeat',
    extendedRepeat: 'repeat',
    sequences: 'sequence',
    recentYears: 'date',
    dates: 'date',
    userInputs: 'personal',
};

// no Levenshtein distance: it costs about a second a check, too slow to run at each keystroke
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** The strength of a password; `personal`: what the person typed elsewhere in the form (account, mail, mobile). */
export const estimateStrength = (password: string, personal: readonly string[] = []): Strength => {
    const result = zxcvbn.check(password, personal.filter(Boolean));
    const warning = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
    return warning ? { score: result.score, warning } : { score: result.score };
};
