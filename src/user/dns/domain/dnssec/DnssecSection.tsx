import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DnssecInfo } from '../../../../data/dnssec/api';
import { LoadError } from '../../../../ui/PageStates';
import { useDomainParams } from '../domainParams';
import { DnskeyPanel } from './DnskeyPanel';
import { DnssecActions } from './DnssecActions';
import { DnssecStatusChip } from './DnssecStatusChip';
import { DsPanel } from './DsPanel';
import { EnableDnssec } from './EnableDnssec';
import { useDnssec } from './useDnssec';

/** DNSSEC on: where it stands, the DS for the registrar, the DNSKEY, and the actions. */
const DnssecOn = ({ id, domain, info, closed }: { id: number; domain: string; info: DnssecInfo; closed: boolean }) => {
    const translate = useTranslate();
    return (
        <>
            <Alert severity={info.status === 'active' ? 'success' : 'info'} sx={{ my: 1.5 }}>
                {translate(info.status === 'active' ? 'dnssec.activeBody' : 'dnssec.waitingBody')}
            </Alert>
            {info.ds.map(ds => (
                <DsPanel key={`${ds.keyTag}-${ds.digestType}`} zone={domain} ds={ds} />
            ))}
            {info.dnskeys.map(dnskey => (
                <DnskeyPanel key={dnskey.keyTag} zone={domain} dnskey={dnskey} />
            ))}
            {closed ? null : <DnssecActions id={id} domain={domain} info={info} />}
        </>
    );
};

/**
 * A domain's DNSSEC, a section of its settings tab (where DNSPod and Cloudflare keep it): off with the button that
 * enables it, or the records to give the registrar while waiting for the parent's DS and once active. `closed`: this
 * session may not change it (the settings tab says why), so the records show and the actions do not.
 */
export const DnssecSection = ({ closed = false }: { closed?: boolean }) => {
    const translate = useTranslate();
    const { id, domain } = useDomainParams();
    const query = useDnssec(id);
    return (
        <Box component="section" aria-labelledby="dnssec-title" data-testid="dnssec" sx={{ borderTop: 1, borderColor: 'divider', p: 2 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h2" id="dnssec-title">
                    {translate('dnssec.title')}
                </Typography>
                {query.data ? <DnssecStatusChip status={query.data.status} /> : null}
            </Stack>
            <Typography variant="body2" color="text.secondary">
                {translate('dnssec.intro')}
            </Typography>
            {query.isPending ? <Skeleton variant="rounded" width={160} height={36} sx={{ mt: 1.5 }} /> : null}
            {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
            {query.data?.status === 'off' && !closed ? <EnableDnssec id={id} domain={domain} /> : null}
            {query.data && query.data.status !== 'off' ? <DnssecOn id={id} domain={domain} info={query.data} closed={closed} /> : null}
        </Box>
    );
};
