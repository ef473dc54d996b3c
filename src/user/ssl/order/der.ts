/** The little DER (ASN.1) encoder a PKCS#10 request needs: lengths, TLVs, OIDs, integers, strings. */

const concat = (...parts: readonly Uint8Array[]): Uint8Array => {
    const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
        out.set(part, at);
        at += part.length;
    }
    return out;
};

const lengthBytes = (length: number): Uint8Array => {
    if (length < 0x80) return Uint8Array.of(length);
    const bytes: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    return Uint8Array.of(0x80 | bytes.length, ...bytes);
};

export const tlv = (tag: number, ...content: readonly Uint8Array[]): Uint8Array => {
    const body = concat(...content);
    return concat(Uint8Array.of(tag), lengthBytes(body.length), body);
};

export const sequence = (...items: readonly Uint8Array[]) => tlv(0x30, ...items);
export const set = (...items: readonly Uint8Array[]) => tlv(0x31, ...items);
export const utf8 = (text: string) => tlv(0x0c, new TextEncoder().encode(text));
export const octets = (bytes: Uint8Array) => tlv(0x04, bytes);
export const bitString = (bytes: Uint8Array) => tlv(0x03, Uint8Array.of(0), bytes);
export const nullValue = () => Uint8Array.of(0x05, 0x00);

/** A non-negative integer from big-endian bytes: leading zeros dropped, a 0 added when the top bit is set. */
export const integer = (bytes: Uint8Array): Uint8Array => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.slice(start);
    return tlv(0x02, trimmed[0] & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed);
};

export const oid = (dotted: string): Uint8Array => {
    const [first, second, ...rest] = dotted.split('.').map(Number);
    const bytes = [first * 40 + second];
    for (const arc of rest) {
        const chunk = [arc & 0x7f];
        for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) chunk.unshift((value & 0x7f) | 0x80);
        bytes.push(...chunk);
    }
    return tlv(0x06, Uint8Array.from(bytes));
};

/** Bytes as a PEM block (base64, 64 characters a line). */
export const toPem = (label: string, der: ArrayBuffer | Uint8Array): string => {
    const bytes = der instanceof Uint8Array ? der : new Uint8Array(der);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const lines = btoa(binary).match(/.{1,64}/g) ?? [];
    return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
};
