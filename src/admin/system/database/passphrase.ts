/** The fewest characters a new export passphrase may have. */
export const PASSPHRASE_MIN = 8;

interface PassphraseProblem {
    field: 'passphrase' | 'again';
    key: string;
}

/**
 * What is wrong with a passphrase: empty, or (when `again` is given: setting a new one) shorter than
 * PASSPHRASE_MIN or not typed the same twice. Nothing is trimmed: spaces are part of a passphrase.
 */
export const passphraseProblem = (passphrase: string, again?: string): PassphraseProblem | undefined => {
    if (passphrase === '') return { field: 'passphrase', key: 'ra.validation.required' };
    if (again === undefined) return undefined;
    if (passphrase.length < PASSPHRASE_MIN) return { field: 'passphrase', key: 'database.passphrase.tooShort' };
    if (again !== passphrase) return { field: 'again', key: 'database.passphrase.mismatch' };
    return undefined;
};
