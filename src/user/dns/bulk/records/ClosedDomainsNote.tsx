import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClosedReason } from './useRecordBlocks';

/** How many closed domains the note names; the run reports them all. */
const NAMED = 10;

/**
 * Under a domain list of a page that changes records: the listed domains whose records this session may not change,
 * each with the reason, since the run will skip them and report them as refused. Nothing when none is closed.
 */
export const ClosedDomainsNote = ({ names, closed }: { names: readonly string[]; closed: ClosedReason }) => {
    const translate = useTranslate();
    const rows = [...new Set(names)].flatMap(name => {
        const reason = closed(name);
        return reason ? [{ name, reason }] : [];
    });
    if (rows.length === 0) return null;
    return (
        <Alert severity="warning" data-testid="closed-domains">
            {translate('sessionAccess.bulk.listed', { smart_count: rows.length })}
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {rows.slice(0, NAMED).map(({ name, reason }) => (
                    <li key={name}>
                        <Box component="span" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                            {name}
                        </Box>
                        {translate('sessionAccess.bulk.because', { reason })}
                    </li>
                ))}
                {rows.length > NAMED ? <li>…</li> : null}
            </Box>
        </Alert>
    );
};
