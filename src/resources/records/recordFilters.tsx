import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { recordTypesFor } from '../../validation/recordTypes';
import { LineInput } from '../lines/LineInput';
import { RECORD_STATUS } from './api';

const statusChoices = [
    { id: String(RECORD_STATUS.on), name: 'records.status.on' },
    { id: String(RECORD_STATUS.paused), name: 'records.status.paused' },
];

/**
 * The table's filters, wire names as sources so the URL reads like the request: host (top), type, line, value,
 * status. Text is trimmed in the request (api.ts); react-admin returns to page 1 on every change.
 */
export const recordFilters = (domainId: number, domain: string, hostPlaceholder: string) => [
    <SearchInput key="top" source="top" alwaysOn placeholder={hostPlaceholder} sx={{ width: 200 }} />,
    <SelectInput key="record_type" source="record_type" label="records.filters.type" choices={recordTypesFor(domain).map(type => ({ id: type, name: type }))} alwaysOn sx={{ width: 130 }} />,
    <LineInput key="line" source="line" label="records.filters.line" domainId={domainId} alwaysOn sx={{ width: 170 }} />,
    <TextInput key="value" source="value" label="records.filters.value" alwaysOn resettable sx={{ width: 170 }} />,
    <SelectInput key="status" source="status" label="records.filters.status" choices={statusChoices} alwaysOn sx={{ width: 110 }} />,
];
