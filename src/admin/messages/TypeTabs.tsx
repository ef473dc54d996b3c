import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const TABS = [
    { value: '', label: 'adminMessages.tabs.all' },
    { value: '1', label: 'adminMessages.tabs.letters' },
    { value: '2', label: 'adminMessages.tabs.announcements' },
] as const;

/** The type filter as tabs: all, station letters, announcements (changing it returns to page 1). */
export const TypeTabs = () => {
    const translate = useTranslate();
    const { filterValues, setFilters, displayedFilters } = useListContext();
    const current = String(filterValues.type ?? '');
    return (
        <Tabs
            value={TABS.some(tab => tab.value === current) ? current : ''}
            onChange={(_, value: string) => {
                const { type: _type, ...rest } = filterValues as Record<string, unknown>;
                setFilters(value ? { ...rest, type: value } : rest, displayedFilters);
            }}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
            {TABS.map(tab => (
                <Tab key={tab.value} value={tab.value} label={translate(tab.label)} />
            ))}
        </Tabs>
    );
};
