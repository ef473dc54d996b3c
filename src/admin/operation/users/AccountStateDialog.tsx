import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isUserDisabled, REASON_MAX, reasonProblem } from '../../../data/appUsers/rules';
import type { AppUser } from '../../../data/appUsers/types';
import { Confirm } from '../../../ui/singleFlight';
import { useAccountCall } from './useAccountCall';

/**
 * Disables an active account (with a reason: its sessions end at once) or enables a disabled one, after a
 * confirmation naming the user. A refusal keeps the dialog open with the reason typed.
 */
export const AccountStateDialog = ({ user, open, onClose }: { user: AppUser; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const disabled = isUserDisabled(user);
    const [reason, setReason] = useState('');
    const [problem, setProblem] = useState<string>();
    const close = () => {
        setReason('');
        setProblem(undefined);
        onClose();
    };
    const call = useAccountCall(
        (dataProvider, text: string | undefined) =>
            text === undefined ? dataProvider.enableUser(user.userId) : dataProvider.disableUser({ userId: user.userId, reason: text }),
        (_done, text) => {
            notify(text === undefined ? 'accountControl.enable.done' : 'accountControl.disable.done', { type: 'success' });
            close();
        },
    );
    const action = disabled ? 'enable' : 'disable';
    return (
        <Confirm
            isOpen={open}
            loading={call.isPending}
            title={translate(`accountControl.${action}.title`, { user: user.username })}
            confirm={`accountControl.${action}.button`}
            confirmColor={disabled ? 'primary' : 'warning'}
            content={
                <>
                    <Typography>{translate(`accountControl.${action}.content`)}</Typography>
                    {disabled ? null : (
                        <TextField
                            label={translate('accountControl.disable.reason')}
                            value={reason}
                            onChange={event => {
                                setReason(event.target.value);
                                setProblem(undefined);
                            }}
                            required
                            error={problem !== undefined}
                            helperText={translate(problem ? `accountControl.rules.${problem}` : 'accountControl.disable.reasonHelp')}
                            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                            multiline
                            minRows={2}
                            autoFocus
                            fullWidth
                            sx={{ mt: 2 }}
                        />
                    )}
                </>
            }
            onConfirm={() => {
                if (disabled) return call.mutateAsync(undefined);
                const refused = reasonProblem(reason);
                if (refused) return setProblem(refused);
                return call.mutateAsync(reason.trim());
            }}
            onClose={close}
        />
    );
};
