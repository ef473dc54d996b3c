import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';

/** What a tab switch keeps of a list's stored params (react-admin's list store): search, page size, sort. */
export interface KeptListParams {
    filter?: Record<string, unknown>;
    perPage?: number;
    sort?: string;
    order?: string;
}

/** A tab's address: its path with the list's search, page size and sort kept, and the page back to 1. */
export const tabLink = (path: string, params?: KeptListParams): string => {
    const query = new URLSearchParams({ page: '1' });
    if (params?.filter && Object.keys(params.filter).length > 0) query.set('filter', JSON.stringify(params.filter));
    if (params?.perPage) query.set('perPage', String(params.perPage));
    if (params?.sort) query.set('sort', params.sort);
    if (params?.order) query.set('order', params.order);
    return `${path}?${query}`;
};

/** The tab whose name ends the address (a frame's current page), else the first. */
export const usePathTab = <T extends string>(tabs: readonly T[]): T => {
    const last = useLocation().pathname.replace(/\/+$/, '').split('/').pop();
    return tabs.find(tab => tab === last) ?? tabs[0];
};

interface PathTab<T extends string | number> {
    value: T;
    label: string;
    to: string;
}

/** Tabs that are links, each to its own address (order tabs, log methods, licence directions...). */
export const PathTabs = <T extends string | number>({ current, tabs, label }: { current: T; tabs: ReadonlyArray<PathTab<T>>; label: string }) => (
    <Tabs
        value={current}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
        {tabs.map(tab => (
            <Tab key={tab.value} value={tab.value} label={tab.label} component={Link} to={tab.to} data-tab={tab.value} />
        ))}
    </Tabs>
);
