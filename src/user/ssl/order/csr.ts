import type { KeyAlgorithm } from '../../../data/sslOrders/codes';
import { bitString, integer, nullValue, octets, oid, sequence, set, tlv, toPem, utf8 } from './der';

/**
 * A key pair and its certificate request made in the browser (WebCrypto): the private key never leaves it.
 * The request is PKCS#10, DER built here (der.ts): subject CN = the first name, every name in a subjectAltName
 * extension request, signed SHA-256 with RSA (2048) or ECDSA (P-256).
 */

const ALGORITHMS: Record<
    KeyAlgorithm,
    { generate: RsaHashedKeyGenParams | EcKeyGenParams; sign: AlgorithmIdentifier | EcdsaParams; oid: string; rsa: boolean }
> = {
    RSA2048: {
        generate: { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: Uint8Array.of(1, 0, 1), hash: 'SHA-256' },
        sign: { name: 'RSASSA-PKCS1-v1_5' },
        oid: '1.2.840.113549.1.1.11',
        rsa: true,
    },
    P256: {
        generate: { name: 'ECDSA', namedCurve: 'P-256' },
        sign: { name: 'ECDSA', hash: 'SHA-256' },
        oid: '1.2.840.10045.4.3.2',
        rsa: false,
    },
};

/** WebCrypto's ECDSA signature is r || s; X.509 wants SEQUENCE { INTEGER r, INTEGER s }. */
export const ecdsaToDer = (raw: Uint8Array): Uint8Array => {
    const half = raw.length / 2;
    return sequence(integer(raw.slice(0, half)), integer(raw.slice(half)));
};

/** The CertificationRequestInfo: version 0, subject CN, the public key, the SAN extension request. */
const requestInfo = (domains: readonly string[], spki: Uint8Array): Uint8Array => {
    const subject = sequence(set(sequence(oid('2.5.4.3'), utf8(domains[0]))));
    const names = sequence(...domains.map(name => tlv(0x82, new TextEncoder().encode(name))));
    const extensions = sequence(sequence(oid('2.5.29.17'), octets(names)));
    const attributes = tlv(0xa0, sequence(oid('1.2.840.113549.1.9.14'), set(extensions)));
    return sequence(integer(Uint8Array.of(0)), subject, spki, attributes);
};

interface BrowserCsr {
    csr: string;
    privateKey: string;
}

/** Makes a key pair and a signed request for `domains` (the first is the common name). */
export const generateCsr = async (
    domains: readonly string[],
    algorithm: KeyAlgorithm,
    subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<BrowserCsr> => {
    const spec = ALGORITHMS[algorithm];
    const keys = (await subtle.generateKey(spec.generate, true, ['sign', 'verify'])) as CryptoKeyPair;
    const spki = new Uint8Array(await subtle.exportKey('spki', keys.publicKey));
    const info = requestInfo(domains, spki);
    const signature = new Uint8Array(await subtle.sign(spec.sign, keys.privateKey, info as Uint8Array<ArrayBuffer>));
    const signatureAlgorithm = spec.rsa ? sequence(oid(spec.oid), nullValue()) : sequence(oid(spec.oid));
    const der = sequence(info, signatureAlgorithm, bitString(spec.rsa ? signature : ecdsaToDer(signature)));
    return { csr: toPem('CERTIFICATE REQUEST', der), privateKey: toPem('PRIVATE KEY', await subtle.exportKey('pkcs8', keys.privateKey)) };
};
