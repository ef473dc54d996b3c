import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isUserDisabled } from '../../../data/appUsers/rules';
import type { AppUser } from '../../../data/appUsers/types';
import { AccountStateDialog } from './AccountStateDialog';
import { DeductDialog } from './DeductDialog';
import { ProfileDialog } from './ProfileDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';

type Opened = 'state' | 'reset' | 'profile' | 'deduct';

/** The account's less frequent actions in a menu (deduct, edit, reset the password, disable or enable), each a dialog. */
export const AccountActions = ({ user }: { user: AppUser }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [opened, setOpened] = useState<Opened>();
    const disabled = isUserDisabled(user);
    const close = () => setOpened(undefined);
    const item = (name: Opened, icon: ReactNode, label: string) => (
        <MenuItem
            onClick={() => {
                setAnchor(null);
                setOpened(name);
            }}
        >
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{translate(label)}</ListItemText>
        </MenuItem>
    );
    return (
        <>
            <Button variant="outlined" startIcon={<MoreVert />} aria-haspopup="menu" onClick={event => setAnchor(event.currentTarget)}>
                {translate('accountControl.actions')}
            </Button>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {item('deduct', <RemoveCircleOutline fontSize="small" />, 'accountControl.deduct.button')}
                {item('profile', <EditNoteOutlined fontSize="small" />, 'accountControl.profile.button')}
                {item('reset', <LockResetOutlined fontSize="small" />, 'accountControl.reset.button')}
                {disabled
                    ? item('state', <CheckCircleOutline fontSize="small" />, 'accountControl.enable.button')
                    : item('state', <BlockOutlined fontSize="small" color="warning" />, 'accountControl.disable.button')}
            </Menu>
            {/* mounted while open: a state dialog closing after its call would otherwise show the new state's title */}
            {opened === 'state' ? <AccountStateDialog user={user} open onClose={close} /> : null}
            {opened === 'reset' ? <ResetPasswordDialog user={user} open onClose={close} /> : null}
            {opened === 'profile' ? <ProfileDialog user={user} open onClose={close} /> : null}
            {opened === 'deduct' ? <DeductDialog user={user} open onClose={close} /> : null}
        </>
    );
};
