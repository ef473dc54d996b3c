import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Check from '@mui/icons-material/Check';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DEFAULT_TTL } from '../../../validation/recordLimits';
import { contentOf, type ChangeSet } from '../../../zone';
import { refusalOfOne, useApplyChangeSet } from '../../dns/changeSets/useApplyChangeSet';

/** The change set that adds the validation TXT record to the user's hosted zone: one add on 默认. */
export const validationChange = (zone: { id: number; domain: string }, host: string, value: string): ChangeSet => ({
    domain_id: zone.id,
    domain: zone.domain,
    source: 'dialog',
    ops: [{ op: 'add', after: contentOf({ top: host, record_type: 'TXT', value, ttl: DEFAULT_TTL, record_line_name: '默认' }) }],
});

/** One click: the validation TXT record added to the user's hosted zone as a change set of one, sent once. */
export const AddRecordButton = ({ zone, host, value }: { zone: { id: number; domain: string }; host: string; value: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { apply, pending } = useApplyChangeSet({ atomic: true });
    const [added, setAdded] = useState(false);
    const add = async () => {
        const refusal = refusalOfOne(await apply(validationChange(zone, host, value)));
        if (refusal) {
            notify(refusal, { type: 'error' });
            return;
        }
        setAdded(true);
        notify('ssl.validationInfo.added', { type: 'success' });
    };
    return (
        <Button size="small" variant="outlined" startIcon={added ? <Check /> : <AddCircleOutline />} disabled={pending || added} onClick={() => void add()}>
            {translate(added ? 'ssl.validationInfo.added' : 'ssl.validationInfo.addRecord')}
        </Button>
    );
};
