import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { NO_GROUP } from '../../../../data/domainGroups/api';
import { useDomainAction } from '../useDomainAction';
import { useDomainGroups } from '../../../../data/domainGroups/useDomainGroups';
import { inBatches } from './matching';
import { useSelection } from './useSelection';

/** Moves the selected domains into one group, or out of every group. */
export const MoveToGroupButton = () => {
    const translate = useTranslate();
    const { count, targets, allMatching, onUnselectItems, names, more } = useSelection();
    const { groups, isPending, error } = useDomainGroups();
    const [open, setOpen] = useState(false);
    const [target, setTarget] = useState(String(NO_GROUP));
    const move = useDomainAction<string>(
        async (provider, groupId) => inBatches(await targets(new AbortController().signal), batch => provider.moveDomains(Number(groupId), batch)),
        'domains.notify.moved',
    );
    const close = () => setOpen(false);
    return (
        <>
            <Button label="domains.bulk.move" disabled={count === 0} onClick={() => setOpen(true)}>
                <DriveFileMove />
            </Button>
            <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="move-group-title">
                <DialogTitle id="move-group-title">{translate('domains.move.title', { smart_count: count })}</DialogTitle>
                <DialogContent dividers>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1, wordBreak: 'break-all' }}>
                        {allMatching
                            ? translate('domainAccess.matching.selected', { smart_count: count })
                            : more > 0
                              ? translate('domains.move.namesMore', { names, more })
                              : names}
                    </Typography>
                    {error ? <Alert severity="error">{translate(error.message, { _: error.message })}</Alert> : null}
                    <RadioGroup value={target} onChange={event => setTarget(event.target.value)} name="groupId">
                        <FormControlLabel value={String(NO_GROUP)} control={<Radio />} label={translate('domains.group.none')} />
                        {groups.map(group => (
                            <FormControlLabel key={group.id} value={String(group.id)} control={<Radio />} label={group.name} />
                        ))}
                    </RadioGroup>
                    {!isPending && groups.length === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                            {translate('domains.move.noGroups')}
                        </Typography>
                    ) : null}
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
                    <MuiButton
                        variant="contained"
                        disabled={move.isPending}
                        onClick={() =>
                            move.mutate(target, {
                                onSuccess: () => {
                                    onUnselectItems();
                                    close();
                                },
                            })
                        }
                    >
                        {translate('domains.move.confirm')}
                    </MuiButton>
                </DialogActions>
            </Dialog>
        </>
    );
};
