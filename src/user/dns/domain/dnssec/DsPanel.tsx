import { Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { DsRecord } from '../../../../data/dnssec/api';
import { algorithmLabel, digestTypeLabel, dsLine } from '../../../../data/dnssec/presentation';
import { CopyRows } from './CopyRows';

/** The DS record to give the registrar: its four fields, then the whole record as one line. */
export const DsPanel = ({ zone, ds }: { zone: string; ds: DsRecord }) => {
    const translate = useTranslate();
    const heading = useId();
    return (
        <section aria-labelledby={heading}>
            <Typography variant="subtitle2" component="h3" id={heading} sx={{ mt: 2, mb: 0.5 }}>
                {translate('dnssec.ds.title')}
            </Typography>
            <CopyRows
                testId="dnssec-ds"
                rows={[
                    { label: 'dnssec.ds.keyTag', shown: String(ds.keyTag) },
                    { label: 'dnssec.ds.algorithm', shown: algorithmLabel(ds.algorithm), copied: String(ds.algorithm) },
                    { label: 'dnssec.ds.digestType', shown: digestTypeLabel(ds.digestType), copied: String(ds.digestType) },
                    { label: 'dnssec.ds.digest', shown: ds.digest },
                    { label: 'dnssec.ds.line', shown: dsLine(zone, ds) },
                ]}
            />
        </section>
    );
};
