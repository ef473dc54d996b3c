import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { CopyButton } from '../../../../ui/CopyButton';
import { EmptyState, LoadError, PageLoading } from '../../../../ui/PageStates';

/** The line code <-> area lookup (GET app/common/query/line/code/area?keyword=): a search box and a table. */
export const LineCodeLookup = () => {
    const translate = useTranslate();
    // the lookup is lineCalls' lookupLineArea (data/lines/api.ts), spread into the user provider
    const dataProvider = useDataProvider<UserDataProvider>();
    const [draft, setDraft] = useState('');
    const [keyword, setKeyword] = useState('');
    const query = useQuery({
        queryKey: ['lineCodeArea', keyword],
        queryFn: () => dataProvider.lookupLineArea(keyword),
        staleTime: 5 * 60_000,
    });
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setKeyword(draft.trim());
    };
    return (
        <Card variant="outlined">
            <CardContent>
                <Typography variant="subtitle1" component="h2">
                    {translate('domainPages.line.lookup.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {translate('domainPages.line.lookup.intro')}
                </Typography>
                <Stack component="form" direction="row" spacing={1} onSubmit={submit} role="search">
                    <TextField
                        size="small"
                        value={draft}
                        onChange={event => setDraft(event.target.value)}
                        placeholder={translate('domainPages.line.lookup.placeholder')}
                        slotProps={{ htmlInput: { 'aria-label': translate('domainPages.line.lookup.placeholder') } }}
                        sx={{ flex: 1, maxWidth: 360 }}
                    />
                    <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
                        {translate('domainPages.line.lookup.search')}
                    </Button>
                </Stack>
                {query.isPending ? <PageLoading /> : null}
                {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                {query.data && query.data.length === 0 ? (
                    <EmptyState icon={<SearchIcon />} title={translate('domainPages.line.lookup.empty', { keyword })} />
                ) : null}
                {query.data && query.data.length > 0 ? (
                    <Box sx={{ mt: 1.5, maxHeight: 420, overflow: 'auto' }}>
                        <Typography variant="caption" color="text.secondary">
                            {translate('domainPages.line.lookup.count', { smart_count: query.data.length })}
                        </Typography>
                        <Table size="small" stickyHeader data-testid="line-code-table">
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('domainPages.line.lookup.code')}</TableCell>
                                    <TableCell>{translate('domainPages.line.lookup.area')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {query.data.map(row => (
                                    <TableRow key={`${row.code}-${row.area}`}>
                                        <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                                            {row.code} <CopyButton text={row.code} label={translate('common.copy.label', { text: row.code })} />
                                        </TableCell>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                            {row.area} <CopyButton text={row.area} label={translate('common.copy.label', { text: row.area })} />
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                ) : null}
            </CardContent>
        </Card>
    );
};
