import { DIGEST_BYTES, RECORD_LIMITS } from '../recordLimits';
import { digestBytes, hexProblem, writeHex } from './digest';
import { problems, uintProblem, type RdataFamily } from './family';
import { rdataProblem } from './problem';
import { splitTokens, writeUint } from './text';

/** SSHFP (RFC 4255): "algorithm fingerprint-type fingerprint", the fingerprint in hex. */
export interface SshfpFields {
    algorithm: string;
    fingerprintType: string;
    fingerprint: string;
}

/** Algorithms: RFC 4255, 6594 (ECDSA), 7479 (Ed25519), 8709 (Ed448). */
export const SSHFP_ALGORITHMS = { 1: 'RSA', 2: 'DSA', 3: 'ECDSA', 4: 'Ed25519', 6: 'Ed448' } as const;
/** Fingerprint types: RFC 4255 (SHA-1), 6594 (SHA-256). */
export const SSHFP_TYPES = { 1: 'SHA-1', 2: 'SHA-256' } as const;

const uint8 = RECORD_LIMITS.uint8.max;

const write = (fields: SshfpFields) => [writeUint(fields.algorithm.trim()), writeUint(fields.fingerprintType.trim()), writeHex(fields.fingerprint)].join(' ');

export const sshfp: RdataFamily<SshfpFields> = {
    read(text) {
        const tokens = splitTokens(text);
        if (!tokens || tokens.length < 3) return rdataProblem('valueSshfp');
        const [algorithm, fingerprintType, ...fingerprint] = tokens;
        return { algorithm, fingerprintType, fingerprint: fingerprint.join(' ') };
    },
    check: fields =>
        problems([
            ['algorithm', uintProblem(fields.algorithm, uint8, 'sshfpAlgorithm')],
            ['fingerprintType', uintProblem(fields.fingerprintType, uint8, 'sshfpType')],
            ['fingerprint', hexProblem(fields.fingerprint, 'sshfpFingerprint', digestBytes(DIGEST_BYTES.sshfp, fields.fingerprintType))],
        ]),
    write,
    compare: write,
    blank: () => ({ algorithm: '4', fingerprintType: '2', fingerprint: '' }),
};
