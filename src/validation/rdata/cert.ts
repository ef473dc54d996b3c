import { RECORD_LIMITS } from '../recordLimits';
import { algorithmNumber, DNSSEC_ALGORITHMS } from './dnssecAlgorithms';
import { problems, uintProblem, type RdataFamily } from './family';
import { rdataProblem } from './problem';
import { base64Text, isBase64, splitTokens, writeUint } from './text';

/**
 * CERT (RFC 4398 section 2): "type key-tag algorithm certificate", the certificate in base64. Type and algorithm
 * may be typed as mnemonics (type in capitals, as the RFC writes them); both are written as mnemonics when they
 * have one, as dnspython does.
 */
export interface CertFields {
    certType: string;
    keyTag: string;
    algorithm: string;
    certificate: string;
}

export const CERT_TYPES = { 1: 'PKIX', 2: 'SPKI', 3: 'PGP', 4: 'IPKIX', 5: 'ISPKI', 6: 'IPGP', 7: 'ACPKIX', 8: 'IACPKIX', 253: 'URI', 254: 'OID' } as const;

const certTypeNumber = (text: string): number | undefined => {
    const trimmed = text.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const found = Object.entries(CERT_TYPES).find(([, name]) => name === trimmed);
    return found ? Number(found[0]) : undefined;
};

const named = (table: Readonly<Record<number, string>>, number: number | undefined): string => table[number ?? -1] ?? String(number);

const write = (fields: CertFields) =>
    [
        named(CERT_TYPES, certTypeNumber(fields.certType)),
        writeUint(fields.keyTag.trim()),
        named(DNSSEC_ALGORITHMS, algorithmNumber(fields.algorithm)),
        base64Text(fields.certificate),
    ].join(' ');

export const cert: RdataFamily<CertFields> = {
    read(text) {
        const tokens = splitTokens(text);
        if (!tokens || tokens.length < 4) return rdataProblem('valueCert');
        const [certType, keyTag, algorithm, ...certificate] = tokens;
        return { certType, keyTag, algorithm, certificate: certificate.join(' ') };
    },
    check(fields) {
        const type = certTypeNumber(fields.certType);
        const algorithm = algorithmNumber(fields.algorithm);
        const certificate = base64Text(fields.certificate);
        const { uint16, uint8 } = RECORD_LIMITS;
        return problems([
            ['certType', type !== undefined && type <= uint16.max ? undefined : rdataProblem('certType', { value: fields.certType, ...uint16 })],
            ['keyTag', uintProblem(fields.keyTag, uint16.max, 'certKeyTag')],
            ['algorithm', algorithm !== undefined && algorithm <= uint8.max ? undefined : rdataProblem('certAlgorithm', { value: fields.algorithm, ...uint8 })],
            ['certificate', certificate !== '' && isBase64(certificate) ? undefined : rdataProblem('certCertificate')],
        ]);
    },
    write,
    compare: write,
    blank: () => ({ certType: 'PKIX', keyTag: '0', algorithm: '0', certificate: '' }),
};
