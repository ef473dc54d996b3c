import { CardContent, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { SIGN_IN_RESULTS, type SignInResult } from '../../../data/sessions/api';
import { PageCard } from '../../../ui/PageCard';
import { EmptyState, QueryStates } from '../../../ui/PageStates';
import { DeviceLabel } from '../../../ui/DeviceLabel';
import { LocalPagination } from '../../../ui/LocalPagination';
import { useKnownName } from '../../../ui/useKnownName';

const PER_PAGE = 10;
const COLUMNS = ['time', 'address', 'area', 'browser', 'result'] as const;
const isResult = (value: string): value is SignInResult => (SIGN_IN_RESULTS as readonly string[]).includes(value);

/** The account's recent sign-in attempts, failures included, newest first, ten a page. */
export const SignInHistory = () => {
    const translate = useTranslate();
    const knownName = useKnownName();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [page, setPage] = useState(0);
    const query = useQuery({
        queryKey: ['signIns', page],
        queryFn: () => dataProvider.listSignIns(page + 1, PER_PAGE),
        placeholderData: keepPreviousData,
        staleTime: 0,
    });
    return (
        <PageCard title="sessions.history.title" intro="sessions.history.intro" pageTitle={false}>
            <QueryStates query={query} isEmpty={data => data.list.length === 0} empty={<EmptyState title={translate('sessions.history.empty')} />}>
                {data => (
                    <CardContent>
                        <TableContainer sx={{ overflowX: 'auto' }}>
                            <Table size="small" data-testid="sign-in-table">
                                <TableHead>
                                    <TableRow>
                                        {COLUMNS.map(column => (
                                            <TableCell key={column}>{translate(`sessions.history.${column}`)}</TableCell>
                                        ))}
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {data.list.map(row => (
                                        <TableRow key={row.id}>
                                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time}</TableCell>
                                            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.ip}</TableCell>
                                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{knownName(row.area)}</TableCell>
                                            <TableCell>
                                                <DeviceLabel userAgent={row.userAgent} />
                                            </TableCell>
                                            <TableCell>
                                                <Chip
                                                    size="small"
                                                    variant="outlined"
                                                    color={row.result === 'success' ? 'success' : 'error'}
                                                    label={isResult(row.result) ? translate(`sessions.results.${row.result}`) : row.result}
                                                />
                                            </TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        </TableContainer>
                        <LocalPagination
                            count={data.total}
                            page={page}
                            rowsPerPage={PER_PAGE}
                            rowsPerPageOptions={[PER_PAGE]}
                            onPageChange={(_, next) => setPage(next)}
                        />
                    </CardContent>
                )}
            </QueryStates>
        </PageCard>
    );
};
