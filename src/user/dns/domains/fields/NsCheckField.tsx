import WarningAmber from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { nsState, parseNsList, type Domain } from '../../../../data/domains/api';
import { CopyButton } from '../../../../ui/CopyButton';

const NsList = ({ title, servers, copy }: { title: string; servers: string[]; copy?: boolean }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ mt: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle2">{title}</Typography>
                {copy && servers.length ? <CopyButton text={servers.join('\n')} label={translate('domains.ns.copyAll')} /> : null}
            </Stack>
            {servers.length ? (
                <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                    {servers.map(server => (
                        <Box
                            component="li"
                            key={server}
                            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontFamily: 'monospace', wordBreak: 'break-all' }}
                        >
                            {server}
                            {copy ? <CopyButton text={server} /> : null}
                        </Box>
                    ))}
                </Box>
            ) : (
                <Typography variant="body2" color="text.secondary">
                    {translate('domains.ns.noneFound')}
                </Typography>
            )}
        </Box>
    );
};

/** What the domain's DNS servers must be, and what they are: the explanation of a wrong NS check. */
const NsWarningDialog = ({ record, open, onClose }: { record: Domain; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" onClick={event => event.stopPropagation()}>
            <DialogTitle>{translate('domains.ns.dialogTitle', { domain: record.domain })}</DialogTitle>
            <DialogContent>
                <Alert severity="warning">{translate('domains.ns.warning')}</Alert>
                <NsList title={translate('domains.ns.expected')} servers={parseNsList(record.nsRecords)} copy />
                <NsList title={translate('domains.ns.found')} servers={parseNsList(record.errorInfo)} />
                {record.ckTime ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
                        {translate('domains.ns.checkedAt', { time: record.ckTime })}
                    </Typography>
                ) : null}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('domains.actions.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};

/**
 * The NS check: ok, wrong DNS servers (opens the explanation), or still being checked. The one NS chip (the list,
 * the cards, the domain pages' frame); `testId` names it whatever its state.
 */
export const NsCheckField = ({ record, testId }: { record: Domain; testId?: string }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const state = nsState(record);
    if (state === 'ok') return <Chip size="small" variant="outlined" color="success" label={translate('domains.ns.ok')} data-testid={testId} />;
    if (state === 'pending') return <Chip size="small" variant="outlined" label={translate('domains.ns.pending')} data-testid={testId} />;
    return (
        <>
            <Chip
                size="small"
                color="warning"
                icon={<WarningAmber />}
                label={translate('domains.ns.wrong')}
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
                data-testid={testId ?? 'ns-wrong'}
            />
            {open ? <NsWarningDialog record={record} open onClose={() => setOpen(false)} /> : null}
        </>
    );
};
