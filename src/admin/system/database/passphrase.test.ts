import { describe, expect, it } from 'vitest';
import { passphraseProblem } from './passphrase';

describe('passphraseProblem', () => {
    it.each<[string, string, string | undefined, ReturnType<typeof passphraseProblem>]>([
        ['empty', '', undefined, { field: 'passphrase', key: 'ra.validation.required' }],
        ['any text when opening a file', 'x', undefined, undefined],
        ['too short when setting', 'short', 'short', { field: 'passphrase', key: 'database.passphrase.tooShort' }],
        ['typed differently', 'long enough', 'long enough ', { field: 'again', key: 'database.passphrase.mismatch' }],
        ['eight characters typed twice', '12345678', '12345678', undefined],
        ['spaces kept as part of it', '        ', '        ', undefined],
    ])('%s', (_name, passphrase, again, expected) => {
        expect(passphraseProblem(passphrase, again)).toEqual(expected);
    });
});
