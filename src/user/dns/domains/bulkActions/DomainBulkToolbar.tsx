import { Button as MuiButton } from '@mui/material';
import { BulkActionsToolbar, useTranslate } from 'react-admin';
import { SelectionActions } from '../../../../ui/SelectionActions';
import { BulkActions } from './BulkActions';
import { useMatching } from './matching';

/** "Select all N matching" once the page is ticked and more match; chosen, the way back to the page. */
const SelectAllMatching = () => {
    const translate = useTranslate();
    const { allMatching, canOfferMatching, total, selectMatching, onlyPage } = useMatching();
    if (allMatching)
        return (
            <MuiButton size="small" onClick={onlyPage} data-testid="domains-keep-page">
                {translate('domainAccess.matching.keepPage')}
            </MuiButton>
        );
    if (!canOfferMatching) return null;
    return (
        <MuiButton size="small" onClick={selectMatching} data-testid="domains-select-matching">
            {translate('domainAccess.matching.select', { smart_count: total })}
        </MuiButton>
    );
};

/** The bar over the table while domains are selected: one count in its title, the page's or all matching. */
export const DomainBulkToolbar = () => {
    const translate = useTranslate();
    const { allMatching, total } = useMatching();
    const label = allMatching ? translate('domainAccess.matching.selected', { smart_count: total }) : 'ra.action.bulk_actions';
    return (
        <BulkActionsToolbar label={label} selectAllButton={<SelectAllMatching />}>
            <SelectionActions>
                <BulkActions />
            </SelectionActions>
        </BulkActionsToolbar>
    );
};
