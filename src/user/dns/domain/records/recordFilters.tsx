import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { recordTypesFor } from '../../../../validation/recordTypes';
import { LineInput } from '../../lines/LineInput';
import { RECORD_STATUS } from '../../../../data/records/api';

const statusChoices = [
    { id: String(RECORD_STATUS.on), name: 'records.status.on' },
    { id: String(RECORD_STATUS.paused), name: 'records.status.paused' },
];

interface RecordFilterOptions {
    domainId: number;
    domain: string;
    hostPlaceholder: string;
    /**
     * A phone: only the host search stays on screen; type, line, value and status are added from the toolbar's
     * filter button (and show by themselves when the URL sets them). The remark filter is there at every width.
     */
    compact: boolean;
}

/**
 * The table's filters, wire names as sources so the URL reads like the request: host (top), type, line, value,
 * status, remark. Text is trimmed in the request (api.ts); react-admin returns to page 1 on every change.
 */
export const recordFilters = ({ domainId, domain, hostPlaceholder, compact }: RecordFilterOptions) => {
    const width = (desktop: number) => (compact ? { width: '100%' } : { width: desktop });
    const alwaysOn = !compact;
    return [
        <SearchInput key="top" source="top" alwaysOn placeholder={hostPlaceholder} sx={compact ? { width: '100%' } : { width: 200 }} />,
        <SelectInput
            key="record_type"
            source="record_type"
            label="records.filters.type"
            choices={recordTypesFor(domain).map(type => ({ id: type, name: type }))}
            alwaysOn={alwaysOn}
            sx={width(130)}
        />,
        <LineInput key="line" source="line" label="records.filters.line" domainId={domainId} alwaysOn={alwaysOn} sx={width(170)} />,
        <TextInput key="value" source="value" label="records.filters.value" alwaysOn={alwaysOn} resettable sx={width(170)} />,
        <SelectInput key="status" source="status" label="records.filters.status" choices={statusChoices} alwaysOn={alwaysOn} sx={width(110)} />,
        // behind the filter button at every width: the row above fills a 1366 px screen
        <TextInput key="remark" source="remark" label="recordRemarks.filter" resettable sx={width(170)} />,
    ];
};
