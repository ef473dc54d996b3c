import { createRng, hashText } from '../prng';

/**
 * The demo's issued certificates: PEM-shaped text (real armour, base64 body, 64-character lines) that is not a
 * real certificate. The same order always yields the same text, so nothing needs storing.
 */
const fakeBlock = (seed: string, bytes: number): string => {
    const rng = createRng(hashText(seed));
    const body = new Uint8Array(bytes);
    // a DER SEQUENCE header, so tools that sniff the first bytes see a certificate-like start
    body.set([0x30, 0x82, ((bytes - 4) >> 8) & 0xff, (bytes - 4) & 0xff]);
    for (let index = 4; index < bytes; index++) body[index] = rng.int(0, 255);
    let binary = '';
    for (const byte of body) binary += String.fromCharCode(byte);
    const lines = btoa(binary).match(/.{1,64}/g) ?? [];
    return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
};

export const demoCertificate = (sslOrderId: number, commonName: string): string => fakeBlock(`cert:${sslOrderId}:${commonName}`, 1200);

export const demoChain = (brand: string): string => fakeBlock(`chain:${brand}`, 1100);
