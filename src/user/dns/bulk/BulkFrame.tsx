import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Outlet } from 'react-router-dom';
import { PathTabs, usePathTab } from '../../../ui/PathTabs';
import { userPaths } from '../../paths';
import { BULK_PAGES } from '../../routes';

/** A tab of the bulk screen (its path segment: /dns/domain/bulk/<page>). */
export type BulkPage = keyof typeof BULK_PAGES;

/** The bulk tabs in tab order. */
export const BULK_PAGE_ORDER = Object.keys(BULK_PAGES) as BulkPage[];

/**
 * The frame of the bulk tabs (SPEC section 2 "domain/bulk"; the route table's layout route around BULK_PAGES):
 * the page title, one link tab per bulk page, and the page below (the route's <Outlet/>).
 */
export const BulkFrame = () => {
    const translate = useTranslate();
    const page = usePathTab(BULK_PAGE_ORDER);
    const tabs = BULK_PAGE_ORDER.map(value => ({ value, label: translate(`routes.bulkPage.${value}`), to: userPaths.bulk(value) }));
    return (
        <Box sx={{ mt: 1, minWidth: 0 }} data-testid="bulk-frame">
            <Title title={`${translate('routes.bulk')} - ${translate(`routes.bulkPage.${page}`)}`} />
            <PathTabs current={page} tabs={tabs} label={translate('routes.bulk')} />
            <Outlet />
        </Box>
    );
};
