import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { DeferredDeleteButton } from '../../../console/overrides/DeferredDeleteButton';
import { DeferredTooltip } from '../../../console/overrides/DeferredTooltip';
import { DOMAIN_STATUS, isEnabled, type Domain } from '../../../data/domains/api';
import { rowActionReason } from './blockedReason';
import { useDomainAction } from './useDomainAction';
import { useSubAccountReason } from '../subAccountReason';

/** A closed action with its reason on hover and focus (the wrapper takes the focus: a disabled button cannot). */
const Closed = ({ reason, children }: { reason: string | null; children: ReactNode }) =>
    reason ? (
        <DeferredTooltip title={reason}>
            <span tabIndex={0} aria-label={reason} style={{ display: 'inline-flex' }}>
                {children}
            </span>
        </DeferredTooltip>
    ) : (
        children
    );

/** Pause or enable one domain. */
const StatusButton = ({ record, reason }: { record: Domain; reason: string | null }) => {
    const enabled = isEnabled(record);
    const action = useDomainAction<void>(provider => provider.setDomainStatus([record.id], enabled ? DOMAIN_STATUS.paused : DOMAIN_STATUS.enabled));
    return (
        <Closed reason={reason}>
            <Button
                label={enabled ? 'domains.actions.pause' : 'domains.actions.enable'}
                onClick={event => {
                    event.stopPropagation();
                    action.mutate();
                }}
                disabled={action.isPending || !!reason}
            >
                {enabled ? <PauseCircleOutline /> : <PlayCircleOutline />}
            </Button>
        </Closed>
    );
};

/** Delete one domain after a confirmation that names it. */
const DeleteButton = ({ record, reason }: { record: Domain; reason: string | null }) => (
    <Closed reason={reason}>
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
            disabled={!!reason}
        />
    </Closed>
);

/** The row's pause/enable and delete; closed with the reason when the domain is locked or another account's. */
export const RowActions = () => {
    const translate = useTranslate();
    const record = useRecordContext<Domain>();
    const subAccount = useSubAccountReason('owner');
    if (!record) return null;
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
            <StatusButton record={record} reason={subAccount ?? rowActionReason(translate, record, 'status')} />
            <DeleteButton record={record} reason={subAccount ?? rowActionReason(translate, record, 'delete')} />
        </Stack>
    );
};
