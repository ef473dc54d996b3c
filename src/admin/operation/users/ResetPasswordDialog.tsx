import { Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { resetChannel } from '../../../data/appUsers/rules';
import type { AppUser } from '../../../data/appUsers/types';
import { Confirm } from '../../../ui/singleFlight';
import { useAccountCall } from './useAccountCall';

/**
 * Sends the account a link to set a new password (to its mail, else by SMS): the administrator never sees a
 * password, and the current one works until the user sets a new one. An account with neither cannot be sent one.
 */
export const ResetPasswordDialog = ({ user, open, onClose }: { user: AppUser; open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const reachable = resetChannel(user) !== undefined;
    const call = useAccountCall(
        (dataProvider, userId: number) => dataProvider.resetUserPassword(userId),
        sent => {
            notify(`accountControl.reset.sent.${sent.channel}`, { type: 'success', messageArgs: { target: sent.target } });
            onClose();
        },
    );
    return (
        <Confirm
            isOpen={open}
            loading={call.isPending}
            title={translate('accountControl.reset.title', { user: user.username })}
            confirm="accountControl.reset.button"
            content={<Typography>{translate(reachable ? 'accountControl.reset.content' : 'accountControl.reset.noTarget')}</Typography>}
            onConfirm={() => (reachable ? call.mutateAsync(user.userId) : onClose())}
            onClose={onClose}
        />
    );
};
