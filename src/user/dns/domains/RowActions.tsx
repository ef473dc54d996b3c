import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { Stack } from '@mui/material';
import { Button, useRecordContext } from 'react-admin';
import { DeferredDeleteButton } from '../../../console/overrides/DeferredDeleteButton';
import { DOMAIN_STATUS, isEnabled, type Domain } from '../../../data/domains/api';
import { useDomainAction } from './useDomainAction';

/** Pause or enable one domain. */
const StatusButton = ({ record }: { record: Domain }) => {
    const enabled = isEnabled(record);
    const action = useDomainAction<void>(provider => provider.setDomainStatus([record.id], enabled ? DOMAIN_STATUS.paused : DOMAIN_STATUS.enabled));
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
const DeleteButton = ({ record }: { record: Domain }) => (
    <DeferredDeleteButton
        record={record}
        resource="domain"
        mutationMode="pessimistic"
        redirect={false}
        label="domains.actions.delete"
        icon={<DeleteOutline />}
        confirmTitle="domains.delete.title"
        confirmContent="domains.delete.one"
        translateOptions={{ domain: record.domain }}
        confirmColor="warning"
        successMessage="domains.notify.deleted"
    />
);

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
