import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ListAlt from '@mui/icons-material/ListAlt';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import type { DomainGroup } from './api';
import { DomainPicker } from './DomainPicker';
import { GroupDialog } from './GroupDialog';
import { domainCount } from './groupLinks';

/** Per group: pick its domains, edit it, delete it (its domains are kept, ungrouped). */
export const GroupRowActions = () => {
    const group = useRecordContext<DomainGroup>();
    const notify = useNotify();
    const [open, setOpen] = useState<'edit' | 'picker' | 'delete'>();
    const [remove, { isPending }] = useDelete();
    if (!group) return null;
    const close = () => setOpen(undefined);
    const confirmDelete = () =>
        remove(
            'domainGroup',
            { id: group.id, previousData: group },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => notify('domains.groups.deleted', { type: 'success' }),
                onError: error => notify((error as Error)?.message || 'http.failed', { type: 'error' }),
                onSettled: close,
            },
        );
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Button label="domains.groups.assign" onClick={() => setOpen('picker')}>
                <ListAlt />
            </Button>
            <Button label="domains.groups.edit" onClick={() => setOpen('edit')}>
                <EditOutlined />
            </Button>
            <Button label="domains.groups.delete" color="error" onClick={() => setOpen('delete')}>
                <DeleteOutlined />
            </Button>
            {open === 'edit' ? <GroupDialog group={group} onClose={close} /> : null}
            {open === 'picker' ? <DomainPicker group={group} onClose={close} /> : null}
            <Confirm
                isOpen={open === 'delete'}
                loading={isPending}
                title="domains.groups.deleteTitle"
                content="domains.groups.deleteContent"
                translateOptions={{ name: group.name }}
                contentTranslateOptions={{ smart_count: domainCount(group) }}
                confirmColor="warning"
                onConfirm={confirmDelete}
                onClose={close}
            />
        </Stack>
    );
};
