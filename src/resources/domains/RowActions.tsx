import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { DOMAIN_STATUS, isEnabled, type Domain } from './api';
import { useDomainAction } from './useDomainAction';

/** Pause or enable one domain. */
export const StatusButton = ({ record }: { record: Domain }) => {
    const enabled = isEnabled(record);
    const action = useDomainAction<void>(provider =>
        provider.setDomainStatus([record.id], enabled ? DOMAIN_STATUS.paused : DOMAIN_STATUS.enabled),
    );
    return (
        <Button
            label={enabled ? 'domains.actions.pause' : 'domains.actions.enable'}
            onClick={event => {
                event.stopPropagation();
                action.mutate();
            }}
            disabled={action.isPending}
        >
            {enabled ? <PauseCircleOutline /> : <PlayCircleOutline />}
        </Button>
    );
};

/** Delete one domain after a confirmation that names it. */
export const DeleteButton = ({ record }: { record: Domain }) => {
    const [open, setOpen] = useState(false);
    const remove = useDomainAction<void>(provider => provider.delete('domain', { id: record.id, previousData: record }), 'domains.notify.deleted');
    return (
        <>
            <Button
                label="domains.actions.delete"
                color="error"
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            >
                <DeleteOutline />
            </Button>
            <Confirm
                isOpen={open}
                loading={remove.isPending}
                title="domains.delete.title"
                content="domains.delete.one"
                translateOptions={{ domain: record.domain }}
                contentTranslateOptions={{ domain: record.domain }}
                confirmColor="warning"
                onConfirm={() => remove.mutate(undefined, { onSettled: () => setOpen(false) })}
                onClose={() => setOpen(false)}
            />
        </>
    );
};

export const RowActions = () => {
    const record = useRecordContext<Domain>();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
            <StatusButton record={record} />
            <DeleteButton record={record} />
        </Stack>
    );
};
