import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import { Box, Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { isUnread, type Message } from '../../data/messages/api';

const TYPE_COLOURS: Record<number, ChipProps['color']> = { 1: 'primary', 2: 'warning', 3: 'success' };

/** 1 station letter, 2 announcement, 3 ticket, as a small coloured chip. */
export const MessageTypeChip = ({ record: given }: { record?: Message }) => {
    const record = useRecordContext<Message>({ record: given });
    const translate = useTranslate();
    if (!record) return null;
    const type = Number(record.type);
    return (
        <Chip size="small" variant="outlined" color={TYPE_COLOURS[type] ?? 'default'} label={translate(`messages.type.${type}`, { _: String(record.type) })} />
    );
};

/** The title, bold with a dot while unread. */
export const MessageTitleField = ({ record: given }: { record?: Message }) => {
    const record = useRecordContext<Message>({ record: given });
    const translate = useTranslate();
    if (!record) return null;
    const unread = isUnread(record);
    return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: unread ? 700 : 400 }}>
            {unread && <FiberManualRecord color="error" sx={{ fontSize: 10 }} titleAccess={translate('messages.readStatus.0')} data-testid="unread-dot" />}
            {record.title}
        </Box>
    );
};

/** Unread / read, as text. */
export const ReadStatusField = ({ record: given }: { record?: Message }) => {
    const record = useRecordContext<Message>({ record: given });
    const translate = useTranslate();
    if (!record) return null;
    const unread = isUnread(record);
    return (
        <Box component="span" sx={{ color: unread ? 'error.main' : 'text.secondary' }}>
            {translate(unread ? 'messages.readStatus.0' : 'messages.readStatus.1')}
        </Box>
    );
};
