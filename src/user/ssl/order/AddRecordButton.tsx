import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Check from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import type { DnsRecord } from '../../../data/records/api';
import { DEFAULT_LINE_VALUE } from '../../../validation/records';
import { DEFAULT_TTL } from '../../../validation/recordLimits';
import { useSingleFlight } from '../../../ui/singleFlight';

/** The TXT record to add in a hosted zone: everything react-admin's create('record') needs. */
export const validationRecord = (zone: { id: number; domain: string }, host: string, value: string): Partial<DnsRecord> => ({
    domain_id: zone.id,
    domain: zone.domain,
    top: host,
    record_type: 'TXT',
    value,
    ttl: DEFAULT_TTL,
    weight: 1,
    mx: 1,
    ...DEFAULT_LINE_VALUE,
});

/** One click: the validation TXT record created in the user's hosted zone (create('record')), sent once. */
export const AddRecordButton = ({ zone, host, value }: { zone: { id: number; domain: string }; host: string; value: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [create, { isPending }] = useCreate<DnsRecord>();
    const [added, setAdded] = useState(false);
    const [add, adding] = useSingleFlight(() =>
        create(
            'record',
            { data: validationRecord(zone, host, value) },
            {
                returnPromise: true,
                onSuccess: () => {
                    setAdded(true);
                    notify('ssl.validationInfo.added', { type: 'success' });
                },
                onError: error => notify((error as Error).message || 'http.failed', { type: 'error' }),
            },
        ).catch(() => undefined),
    );
    return (
        <Button
            size="small"
            variant="outlined"
            startIcon={added ? <Check /> : <AddCircleOutline />}
            disabled={isPending || adding || added}
            onClick={() => void add()}
        >
            {translate(added ? 'ssl.validationInfo.added' : 'ssl.validationInfo.addRecord')}
        </Button>
    );
};
