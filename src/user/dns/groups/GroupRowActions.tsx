import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ListAlt from '@mui/icons-material/ListAlt';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import type { DomainGroup } from '../../../data/domainGroups/api';
import { DomainPicker } from './DomainPicker';
import { GroupDialog } from './GroupDialog';
import { domainCount } from './groupLinks';
import { DeleteWithConfirmButton } from '../../../ui/singleFlight';

/** Per group: pick its domains, edit it, delete it (its domains are kept, ungrouped). */
export const GroupRowActions = () => {
    const group = useRecordContext<DomainGroup>();
    const [open, setOpen] = useState<'edit' | 'picker'>();
    if (!group) return null;
    const close = () => setOpen(undefined);
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Button label="domains.groups.assign" onClick={() => setOpen('picker')}>
                <ListAlt />
            </Button>
            <Button label="domains.groups.edit" onClick={() => setOpen('edit')}>
                <EditOutlined />
            </Button>
            {open === 'edit' ? <GroupDialog group={group} onClose={close} /> : null}
            {open === 'picker' ? <DomainPicker group={group} onClose={close} /> : null}
            <DeleteWithConfirmButton
                record={group}
                resource="domainGroup"
                mutationMode="pessimistic"
                redirect={false}
                label="domains.groups.delete"
                icon={<DeleteOutlined />}
                confirmTitle="domains.groups.deleteTitle"
                confirmContent={domainCount(group) > 0 ? 'domains.groups.deleteContent' : 'groupNotes.deleteEmpty'}
                titleTranslateOptions={{ name: group.name }}
                contentTranslateOptions={{ smart_count: domainCount(group) }}
                confirmColor="warning"
                successMessage="domains.groups.deleted"
            />
        </Stack>
    );
};
