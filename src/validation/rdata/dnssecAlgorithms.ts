/** DNSSEC algorithm numbers and mnemonics (IANA "DNS Security Algorithm Numbers"), shared by DS and CERT. */
export const DNSSEC_ALGORITHMS = {
    1: 'RSAMD5',
    2: 'DH',
    3: 'DSA',
    4: 'ECC',
    5: 'RSASHA1',
    6: 'DSANSEC3SHA1',
    7: 'RSASHA1NSEC3SHA1',
    8: 'RSASHA256',
    10: 'RSASHA512',
    12: 'ECCGOST',
    13: 'ECDSAP256SHA256',
    14: 'ECDSAP384SHA384',
    15: 'ED25519',
    16: 'ED448',
    252: 'INDIRECT',
    253: 'PRIVATEDNS',
    254: 'PRIVATEOID',
} as const satisfies Record<number, string>;

/** An algorithm as a number: digits as they are, a mnemonic (any case) by the table; undefined otherwise. */
export const algorithmNumber = (text: string): number | undefined => {
    const trimmed = text.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const found = Object.entries(DNSSEC_ALGORITHMS).find(([, name]) => name === trimmed.toUpperCase());
    return found ? Number(found[0]) : undefined;
};
