import Refresh from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Stack, Typography, type AlertColor } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { nsOutcome, type NsOutcome } from '../../../data/domains/nameServers';
import { useCheckNs } from './useCheckNs';

const SEVERITY: Record<NsOutcome['state'], AlertColor> = { ok: 'success', wrong: 'warning', pending: 'info' };

/** What the NS check says, in a sentence that names the servers found and the ones to set. */
const useOutcomeText = () => {
    const translate = useTranslate();
    return (outcome: NsOutcome): string => {
        if (outcome.state !== 'wrong') return translate(`nameServers.check.${outcome.state}`);
        const separator = translate('nameServers.separator');
        const assigned = outcome.assigned.join(separator);
        if (!outcome.found.length) return translate('nameServers.check.wrongNone', { assigned });
        return translate('nameServers.check.wrong', { found: outcome.found.join(separator), assigned });
    };
};

/**
 * The domain's NS check: what the last check found (the servers point here; the registrar still lists others, named,
 * with the ones to set; not checked yet), when it ran, and "Check now", which runs it again and shows its answer.
 */
export const NsCheck = ({ domain }: { domain: Domain }) => {
    const translate = useTranslate();
    const check = useCheckNs(domain.id);
    const text = useOutcomeText();
    const shown = check.data ?? domain;
    const outcome = nsOutcome(shown);
    return (
        <Stack spacing={1}>
            <Alert severity={SEVERITY[outcome.state]} role="status" data-testid="ns-outcome" sx={{ wordBreak: 'break-word' }}>
                {text(outcome)}
                {outcome.state === 'wrong' ? (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {translate('nameServers.check.wrongNote')}
                    </Typography>
                ) : null}
            </Alert>
            {check.error ? (
                <Alert severity="error">{translate('nameServers.check.failed', { error: translate(check.error.message || 'http.failed') })}</Alert>
            ) : null}
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5 }}>
                <Button
                    size="small"
                    variant="outlined"
                    startIcon={<Refresh />}
                    onClick={() => check.mutate()}
                    disabled={check.isPending}
                    data-testid="ns-check-now"
                >
                    {translate(check.isPending ? 'nameServers.check.running' : 'nameServers.check.now')}
                </Button>
                {shown.ckTime ? (
                    <Typography variant="caption" color="text.secondary">
                        {translate('domains.ns.checkedAt', { time: shown.ckTime })}
                    </Typography>
                ) : null}
            </Box>
        </Stack>
    );
};
