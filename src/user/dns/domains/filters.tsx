import { SearchInput, SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { DOMAIN_STATUS, WHOIS_STATUS } from '../../../data/domains/api';
import { useDomainGroups } from '../../../data/domainGroups/useDomainGroups';

const nsChoices = [
    { id: WHOIS_STATUS.ok, name: 'domains.ns.ok' },
    { id: WHOIS_STATUS.wrong, name: 'domains.ns.wrong' },
    { id: WHOIS_STATUS.pending, name: 'domains.ns.pending' },
];
const statusChoices = [
    { id: DOMAIN_STATUS.enabled, name: 'domains.status.enabled' },
    { id: DOMAIN_STATUS.paused, name: 'domains.status.paused' },
];

/**
 * The group filter, with the account's groups as choices. It asks for them itself: when they arrived, a list
 * that asked rendered its whole table again.
 */
const GroupFilter = (props: SelectInputProps) => {
    const { groups, isPending } = useDomainGroups();
    return (
        <SelectInput
            {...props}
            choices={groups}
            optionText="name"
            optionValue="id"
            emptyText="domains.group.all"
            isPending={isPending}
            sx={{ minWidth: 140 }}
        />
    );
};

/** Search (trimmed in the request; a change returns to page 1), group, NS check and status. */
export const useDomainFilters = () => {
    const translate = useTranslate();
    return [
        <SearchInput key="domain" source="domain" alwaysOn placeholder={translate('domains.search')} />,
        <GroupFilter key="groupId" source="groupId" label="domains.columns.group" alwaysOn />,
        <SelectInput key="whoisStatus" source="whoisStatus" label="domains.columns.ns" choices={nsChoices} emptyText="domains.filter.any" />,
        <SelectInput key="status" source="status" label="domains.columns.status" choices={statusChoices} emptyText="domains.filter.any" />,
    ];
};
