import DoneAll from '@mui/icons-material/DoneAll';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { Button, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { isUnread, type Message } from '../../data/messages/api';
import { useMarkRead } from './useMarkRead';

/** Bulk action: marks the selected messages read, then clears the selection. */
export const BulkMarkReadButton = () => {
    const { selectedIds, onUnselectItems } = useListContext<Message>();
    const { mutate, isPending } = useMarkRead({ onDone: () => onUnselectItems() });
    return (
        <Button label="messageFilters.markRead" disabled={isPending || selectedIds.length === 0} onClick={() => mutate(selectedIds)}>
            <DoneAll />
        </Button>
    );
};

/** Toolbar action: marks the unread messages of the page shown read (the one batch action a phone offers). */
export const MarkPageReadButton = () => {
    const { data } = useListContext<Message>();
    const { mutate, isPending } = useMarkRead();
    const unread = (data ?? []).filter(isUnread).map(message => message.id);
    return (
        <Button label="messageFilters.markPageRead" disabled={isPending || unread.length === 0} onClick={() => mutate(unread)}>
            <DoneAll />
        </Button>
    );
};

/** A row's "mark as read", shown only while the message is unread; it does not open the message. */
export const RowMarkReadButton = () => {
    const record = useRecordContext<Message>();
    const translate = useTranslate();
    const { mutate, isPending } = useMarkRead();
    if (!record || !isUnread(record)) return null;
    const label = translate('messageFilters.markOneRead');
    return (
        <Tooltip title={label}>
            <span>
                <IconButton
                    size="small"
                    color="primary"
                    aria-label={label}
                    disabled={isPending}
                    onClick={event => {
                        event.stopPropagation();
                        mutate([record.id]);
                    }}
                >
                    <MarkEmailRead fontSize="small" />
                </IconButton>
            </span>
        </Tooltip>
    );
};
