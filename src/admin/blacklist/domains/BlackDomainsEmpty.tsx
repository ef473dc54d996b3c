import Block from '@mui/icons-material/Block';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../../ui/PageStates';

/** No rows: with a search, nothing matched; without, what the list is for and how to fill it. */
export const BlackDomainsEmpty = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const searching = Object.values(filterValues ?? {}).some(value => value !== undefined && String(value).trim() !== '');
    return searching ? (
        <EmptyState title={translate('blacklist.domains.noResults')} />
    ) : (
        <EmptyState icon={<Block />} title={translate('blacklist.domains.empty')} body={translate('blacklist.domains.emptyHint')} />
    );
};
