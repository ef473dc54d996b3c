import { DIGEST_BYTES, RECORD_LIMITS } from '../recordLimits';
import { digestBytes, hexProblem, writeHex } from './digest';
import { problems, uintProblem, type RdataFamily } from './family';
import { rdataProblem } from './problem';
import { splitTokens, writeUint } from './text';

/**
 * TLSA (RFC 6698, DANE) and SMIMEA (RFC 8162), one format: "usage selector matching-type data", data in hex. A
 * SHA2-256 or SHA2-512 matching type fixes the data's length. The numbers' names are RFC 7218's.
 */
export interface TlsaFields {
    usage: string;
    selector: string;
    matchingType: string;
    data: string;
}

export const TLSA_USAGES = { 0: 'PKIX-TA', 1: 'PKIX-EE', 2: 'DANE-TA', 3: 'DANE-EE', 255: 'PrivCert' } as const;
export const TLSA_SELECTORS = { 0: 'Cert', 1: 'SPKI', 255: 'PrivSel' } as const;
export const TLSA_MATCHING_TYPES = { 0: 'Full', 1: 'SHA2-256', 2: 'SHA2-512', 255: 'PrivMatch' } as const;

const uint8 = RECORD_LIMITS.uint8.max;

const write = (fields: TlsaFields) =>
    [writeUint(fields.usage.trim()), writeUint(fields.selector.trim()), writeUint(fields.matchingType.trim()), writeHex(fields.data)].join(' ');

export const tlsa: RdataFamily<TlsaFields> = {
    read(text) {
        const tokens = splitTokens(text);
        if (!tokens || tokens.length < 4) return rdataProblem('valueTlsa');
        const [usage, selector, matchingType, ...data] = tokens;
        return { usage, selector, matchingType, data: data.join(' ') };
    },
    check: fields =>
        problems([
            ['usage', uintProblem(fields.usage, uint8, 'tlsaUsage')],
            ['selector', uintProblem(fields.selector, uint8, 'tlsaSelector')],
            ['matchingType', uintProblem(fields.matchingType, uint8, 'tlsaMatchingType')],
            ['data', hexProblem(fields.data, 'tlsaData', digestBytes(DIGEST_BYTES.tlsa, fields.matchingType))],
        ]),
    write,
    compare: write,
    blank: () => ({ usage: '3', selector: '1', matchingType: '1', data: '' }),
};
