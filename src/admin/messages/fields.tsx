import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminMessage } from '../../data/adminMessages/api';
import { isRecipientGroup, parseUserIds } from '../../data/adminMessages/rules';

export const TypeChip = ({ record }: { record: AdminMessage }) => {
    const translate = useTranslate();
    const announcement = Number(record.type) === 2;
    return (
        <Chip size="small" variant="outlined" color={announcement ? 'secondary' : 'primary'} label={translate(`adminMessages.type.${announcement ? 2 : 1}`)} />
    );
};

export const StatusChip = ({ record }: { record: AdminMessage }) => {
    const translate = useTranslate();
    const published = Number(record.status) === 1;
    return (
        <Chip
            size="small"
            color={published ? 'success' : 'default'}
            variant={published ? 'filled' : 'outlined'}
            label={translate(`adminMessages.status.${published ? 1 : 0}`)}
        />
    );
};

/** Who it goes to: all users, a group's name, or how many chosen users. */
const targetLabel = (record: Pick<AdminMessage, 'sendType' | 'sendObj'>, translate: ReturnType<typeof useTranslate>): string => {
    const sendType = Number(record.sendType);
    if (sendType === 0) return translate('adminMessages.target.users', { smart_count: parseUserIds(record.sendObj).length });
    if (sendType === 1) return isRecipientGroup(record.sendObj) ? translate(`adminMessages.groups.${record.sendObj}`) : record.sendObj;
    return translate('adminMessages.target.all');
};

export const TargetText = ({ record }: { record: AdminMessage }) => {
    const translate = useTranslate();
    return <>{targetLabel(record, translate)}</>;
};
