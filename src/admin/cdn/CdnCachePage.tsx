import { Box, CardContent, Chip, Stack } from '@mui/material';
import { DataTable, List, useListContext, useTranslate } from 'react-admin';
import { PageCard } from '../../ui/PageCard';
import { CopyButton } from '../../ui/CopyButton';
import { EmptyState } from '../../ui/PageStates';
import { scrollingListSx } from '../../ui/listLayout';
import { useListPaging } from '../../console/overrides/ListPaging';
import type { CacheEntry } from '../../data/cdnTools/api';
import { CachePatternSearch } from './CachePatternSearch';
import { ListError, quietListErrors } from '../../ui/ListError';
import { mono } from './mono';

const P = 'cdn.cache';
const Column = DataTable.Col<CacheEntry>;

const ValueCell = ({ entry }: { entry: CacheEntry }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Box component="pre" sx={{ ...mono, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 160, overflow: 'auto', flex: 1 }}>
                {entry.value}
            </Box>
            <CopyButton text={entry.value} label={translate(`${P}.copyValue`, { key: entry.key })} />
        </Stack>
    );
};

const TtlText = ({ ttl }: { ttl: number }) => {
    const translate = useTranslate();
    return <>{ttl < 0 ? translate(`${P}.never`) : translate(`${P}.seconds`, { count: ttl })}</>;
};

/** No key matches the pattern: says which, and how to widen it. */
const NoMatch = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext<CacheEntry>();
    return <EmptyState title={translate(`${P}.empty`, { pattern: String(filterValues.pattern ?? '') || '*' })} />;
};

/** A read-only look into the CDN cache (/admin/cdn/cache): the cacheEntry resource, keys matching a pattern, with type, TTL and a copyable value. */
export const CdnCachePage = () => {
    return (
        <PageCard title={`${P}.title`} intro={`${P}.intro`} sx={{ mb: 2 }}>
            <CardContent>
                <List<CacheEntry>
                    resource="cacheEntry"
                    title={false}
                    filters={<CachePatternSearch />}
                    actions={false}
                    exporter={false}
                    empty={false}
                    error={<ListError />}
                    queryOptions={quietListErrors}
                    storeKey="cacheEntry.admin"
                    {...useListPaging()}
                    sx={scrollingListSx}
                >
                    <DataTable<CacheEntry> rowClick={false} bulkActionButtons={false} empty={<NoMatch />} data-testid="cache-table">
                        <Column
                            source="key"
                            disableSort
                            sx={{ minWidth: 240 }}
                            render={entry => (
                                <Box component="span" sx={{ ...mono, wordBreak: 'break-all' }}>
                                    {entry.key}
                                </Box>
                            )}
                        />
                        <Column source="type" disableSort render={entry => <Chip size="small" variant="outlined" label={entry.type} />} />
                        <Column source="ttl" disableSort sx={{ whiteSpace: 'nowrap' }} render={entry => <TtlText ttl={entry.ttl} />} />
                        <Column source="value" disableSort sx={{ minWidth: 320 }} render={entry => <ValueCell entry={entry} />} />
                    </DataTable>
                </List>
            </CardContent>
        </PageCard>
    );
};

export default CdnCachePage;
