import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReadyPreview } from './usePreview';

/**
 * The preview's TTL notes: records refused for a TTL the zone does not take, with one action that takes them all at
 * the nearest allowed TTL (and one that goes back); records that took the SOA MINIMUM as their TTL, or found no TTL in
 * the file and took the default.
 */
export const TtlNotes = ({ preview, onNearestTtl }: { preview: ReadyPreview; onNearestTtl: (nearest: boolean) => void }) => {
    const translate = useTranslate();
    const { plan, ttls, nearestTtl } = preview;
    const range = { min: ttls.min, max: ttls.max };
    return (
        <>
            {plan.ttlOutside > 0 && !nearestTtl ? (
                <Alert
                    severity="warning"
                    sx={{ mt: 1 }}
                    data-testid="import-ttl-outside"
                    action={
                        <Button color="inherit" size="small" onClick={() => onNearestTtl(true)}>
                            {translate('zoneImportTtl.useNearest')}
                        </Button>
                    }
                >
                    {translate('zoneImportTtl.outside', { count: plan.ttlOutside, ...range })}
                </Alert>
            ) : null}
            {nearestTtl ? (
                <Alert
                    severity="info"
                    sx={{ mt: 1 }}
                    data-testid="import-ttl-nearest"
                    action={
                        <Button color="inherit" size="small" onClick={() => onNearestTtl(false)}>
                            {translate('zoneImportTtl.keepOwn')}
                        </Button>
                    }
                >
                    {translate('zoneImportTtl.nearestUsed', { count: plan.ttlClamped, ...range })}
                </Alert>
            ) : null}
            {plan.ttlDefaulted ? (
                <Alert severity="info" sx={{ mt: 1 }} data-testid="import-ttl-default">
                    {translate('zoneImportTtl.defaulted', { count: plan.ttlDefaulted.records, ttl: plan.ttlDefaulted.ttl })}
                </Alert>
            ) : null}
            {plan.ttlFromSoa ? (
                <Alert severity="info" sx={{ mt: 1 }} data-testid="import-ttl-soa">
                    {translate('zoneImportTtl.fromSoa', { count: plan.ttlFromSoa.records, ttl: plan.ttlFromSoa.ttl, line: plan.ttlFromSoa.line })}
                </Alert>
            ) : null}
        </>
    );
};
