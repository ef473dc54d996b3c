import { Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Dnskey } from '../../../../data/dnssec/api';
import { algorithmLabel, dnskeyLine } from '../../../../data/dnssec/presentation';
import { CopyRows } from './CopyRows';

/** RFC 4034 2.1.1: bit 7 marks a zone key, bit 15 a secure entry point (the key the parent's DS names). */
const ZONE_KEY = 0x0100;
const SECURE_ENTRY_POINT = 0x0001;

/** The DNSKEY record, for registrars that take the key and make the DS themselves. */
export const DnskeyPanel = ({ zone, dnskey }: { zone: string; dnskey: Dnskey }) => {
    const translate = useTranslate();
    const heading = useId();
    const role = dnskey.flags & ZONE_KEY ? translate(dnskey.flags & SECURE_ENTRY_POINT ? 'dnssec.dnskey.ksk' : 'dnssec.dnskey.zsk') : '';
    return (
        <section aria-labelledby={heading}>
            <Typography variant="subtitle2" component="h3" id={heading} sx={{ mt: 2 }}>
                {translate('dnssec.dnskey.title')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                {translate('dnssec.dnskey.hint')}
            </Typography>
            <CopyRows
                testId="dnssec-dnskey"
                rows={[
                    { label: 'dnssec.dnskey.flags', shown: role ? `${dnskey.flags} (${role})` : String(dnskey.flags), copied: String(dnskey.flags) },
                    { label: 'dnssec.dnskey.protocol', shown: String(dnskey.protocol) },
                    { label: 'dnssec.dnskey.algorithm', shown: algorithmLabel(dnskey.algorithm), copied: String(dnskey.algorithm) },
                    { label: 'dnssec.dnskey.publicKey', shown: dnskey.publicKey },
                    { label: 'dnssec.dnskey.line', shown: dnskeyLine(zone, dnskey) },
                ]}
            />
        </section>
    );
};
