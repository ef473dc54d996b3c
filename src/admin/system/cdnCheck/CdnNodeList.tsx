import { Box, Button, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CdnNode } from '../../../data/providerChecks/api';
import { PageCard } from '../../../ui/PageCard';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import type { AdminDataProvider } from '../../dataProvider';

const P = 'providerChecks.nodes';
const COLUMNS = ['name', 'ip', 'region', 'state', 'lastCheck', 'failures'] as const;

const NodeRows = ({ nodes }: { nodes: CdnNode[] }) => {
    const translate = useTranslate();
    return (
        <TableBody>
            {nodes.map(node => (
                <TableRow key={node.id} data-testid="cdn-node" data-state={node.state}>
                    <TableCell>{node.name}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{node.ip}</TableCell>
                    <TableCell>{node.region}</TableCell>
                    <TableCell>
                        <Chip size="small" variant="outlined" color={node.state === 'online' ? 'success' : 'error'} label={translate(`${P}.${node.state}`)} />
                    </TableCell>
                    <TableCell>{node.lastCheck}</TableCell>
                    <TableCell align="right" sx={{ color: node.failures > 0 ? 'error.main' : undefined }}>
                        {node.failures}
                    </TableCell>
                </TableRow>
            ))}
        </TableBody>
    );
};

/** The CDN node check's view of every node: its state, when it was last checked and its failed checks in a row. */
export const CdnNodeList = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const query = useQuery({ queryKey: ['cdnNodes'], queryFn: () => dataProvider.getCdnNodes() });
    const nodes = query.data ?? [];
    const online = nodes.filter(node => node.state === 'online').length;
    const refresh = (
        <Button size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {translate(`${P}.refresh`)}
        </Button>
    );
    return (
        <PageCard title={`${P}.title`} intro={`${P}.intro`} pageTitle={false} action={refresh}>
            <CardContent>
                {query.isPending ? <PageLoading /> : null}
                {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                {query.data && nodes.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate(`${P}.empty`)}
                    </Typography>
                ) : null}
                {nodes.length > 0 ? (
                    <>
                        <Typography variant="body2" sx={{ mb: 1 }} data-testid="cdn-nodes-summary">
                            {translate(`${P}.summary`, { online, total: nodes.length })}
                        </Typography>
                        <Box sx={{ overflowX: 'auto' }}>
                            <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
                                <TableHead>
                                    <TableRow>
                                        {COLUMNS.map(column => (
                                            <TableCell key={column} align={column === 'failures' ? 'right' : undefined}>
                                                {translate(`${P}.${column}`)}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                </TableHead>
                                <NodeRows nodes={nodes} />
                            </Table>
                        </Box>
                    </>
                ) : null}
            </CardContent>
        </PageCard>
    );
};
