import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { NOTE_MAX, normaliseHiddenMenus, noteProblem } from '../../../data/appUsers/rules';
import type { AppUser } from '../../../data/appUsers/types';
import { DialogCancelButton } from '../../../ui/DialogCancelButton';
import { HiddenMenuPicker } from './HiddenMenuPicker';
import { useAccountCall } from './useAccountCall';

const titleId = 'account-profile-title';

/** The administrator's note on the account and the user console's menus hidden for this user. Open it keyed by the user. */
export const ProfileDialog = ({ user, open, onClose }: { user: AppUser; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [note, setNote] = useState(user.note);
    const [menus, setMenus] = useState(user.unvalidModel);
    const problem = noteProblem(note);
    const call = useAccountCall(
        (dataProvider, request: { note: string; unvalidModel: string[] }) => dataProvider.updateUserProfile({ userId: user.userId, ...request }),
        () => {
            notify('accountControl.profile.saved', { type: 'success' });
            onClose();
        },
    );
    return (
        <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate('accountControl.profile.title')}</DialogTitle>
            <DialogContent>
                <TextField
                    label={translate('accountControl.profile.note')}
                    value={note}
                    onChange={event => setNote(event.target.value)}
                    error={problem !== undefined}
                    helperText={translate(problem ? `accountControl.rules.${problem}` : 'accountControl.profile.noteHelp')}
                    slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
                    multiline
                    minRows={2}
                    fullWidth
                    sx={{ mt: 1, mb: 2 }}
                />
                <HiddenMenuPicker value={menus} onChange={setMenus} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <DialogCancelButton onClick={onClose} />
                <Button
                    variant="contained"
                    disabled={problem !== undefined || call.isPending}
                    onClick={() => call.mutate({ note: note.trim(), unvalidModel: normaliseHiddenMenus(menus) })}
                >
                    {translate('ra.action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
