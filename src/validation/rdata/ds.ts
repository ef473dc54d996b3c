import { DIGEST_BYTES, RECORD_LIMITS } from '../recordLimits';
import { digestBytes, hexProblem, writeHex } from './digest';
import { algorithmNumber } from './dnssecAlgorithms';
import { problems, uintProblem, type RdataFamily } from './family';
import { rdataProblem } from './problem';
import { splitTokens, writeUint } from './text';

/**
 * DS (RFC 4034 section 5): "key-tag algorithm digest-type digest", the digest in hex, its length fixed by the
 * digest type (RFC 8624 lists which are in use). The algorithm may be typed as its mnemonic; it is written as its
 * number. Digest type 0 is reserved.
 */
export interface DsFields {
    keyTag: string;
    algorithm: string;
    digestType: string;
    digest: string;
}

export const DS_DIGEST_TYPES = { 1: 'SHA-1', 2: 'SHA-256', 3: 'GOST R 34.11-94', 4: 'SHA-384' } as const;

const uint8 = RECORD_LIMITS.uint8.max;

const algorithmProblem = (text: string) => {
    const number = algorithmNumber(text);
    return number !== undefined && number <= uint8 ? undefined : rdataProblem('dsAlgorithm', { value: text, min: 0, max: uint8 });
};

const digestTypeProblem = (text: string) =>
    uintProblem(text, uint8, 'dsDigestType') ?? (Number(text.trim()) === 0 ? rdataProblem('dsDigestTypeZero') : undefined);

const write = (fields: DsFields) =>
    [writeUint(fields.keyTag.trim()), String(algorithmNumber(fields.algorithm)), writeUint(fields.digestType.trim()), writeHex(fields.digest)].join(' ');

export const ds: RdataFamily<DsFields> = {
    read(text) {
        const tokens = splitTokens(text);
        if (!tokens || tokens.length < 4) return rdataProblem('valueDs');
        const [keyTag, algorithm, digestType, ...digest] = tokens;
        return { keyTag, algorithm, digestType, digest: digest.join(' ') };
    },
    check: fields =>
        problems([
            ['keyTag', uintProblem(fields.keyTag, RECORD_LIMITS.uint16.max, 'dsKeyTag')],
            ['algorithm', algorithmProblem(fields.algorithm)],
            ['digestType', digestTypeProblem(fields.digestType)],
            ['digest', hexProblem(fields.digest, 'dsDigest', digestBytes(DIGEST_BYTES.ds, fields.digestType))],
        ]),
    write,
    compare: write,
    blank: () => ({ keyTag: '', algorithm: '13', digestType: '2', digest: '' }),
};
