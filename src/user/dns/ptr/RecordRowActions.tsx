import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import type { ReversePrefix } from '../../../validation/ptr';
import type { PtrZone } from '../../../data/ptrZones/api';
import type { PtrRecord } from '../../../data/ptrRecords/api';
import { RecordDialog } from './RecordDialog';
import { DeleteWithConfirmButton } from '../../../ui/singleFlight';

/** Per PTR record: edit, delete (confirmed). */
export const RecordRowActions = ({ zone, prefix }: { zone: PtrZone; prefix: ReversePrefix }) => {
    const record = useRecordContext<PtrRecord>();
    const [editing, setEditing] = useState(false);
    if (!record) return null;
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Button label="ptr.records.edit" onClick={() => setEditing(true)}>
                <EditOutlined />
            </Button>
            {editing ? <RecordDialog zone={zone} prefix={prefix} record={record} onClose={() => setEditing(false)} /> : null}
            <DeleteWithConfirmButton
                record={record}
                resource="ptrRecord"
                mutationMode="pessimistic"
                redirect={false}
                label="ptr.records.delete"
                icon={<DeleteOutlined />}
                confirmTitle="ptr.records.deleteTitle"
                confirmContent="ptr.records.deleteContent"
                titleTranslateOptions={{ address: record.address }}
                contentTranslateOptions={{ target: record.target }}
                confirmColor="warning"
                successMessage="ptr.records.deleted"
            />
        </Stack>
    );
};
