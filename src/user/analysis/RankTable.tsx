import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount, formatShare } from '../../format/count';
import type { RankedRow } from './shaping';

/** A ranking: rank, name, count and share of the range's total (with a bar), numbers aligned right. */
export const RankTable = ({ rows, testId }: { rows: readonly RankedRow[]; testId: string }) => {
    const translate = useTranslate();
    return (
        <Table size="small" data-testid={testId}>
            <TableHead>
                <TableRow>
                    <TableCell sx={{ width: 48, whiteSpace: 'nowrap' }}>{translate('analysis.rank')}</TableCell>
                    <TableCell>{translate('analysis.name')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {translate('analysis.count')}
                    </TableCell>
                    <TableCell align="right" sx={{ width: { sm: 160 } }}>
                        {translate('analysis.share')}
                    </TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map(row => (
                    <TableRow key={row.name}>
                        <TableCell>{row.rank}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{row.name}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {formatCount(row.count)}
                        </TableCell>
                        <TableCell align="right">
                            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
                                <LinearProgress
                                    variant="determinate"
                                    value={Math.min(100, row.share * 100)}
                                    sx={{ flex: 1, maxWidth: 80, display: { xs: 'none', sm: 'block' } }}
                                    aria-hidden
                                />
                                <span>{formatShare(row.share)}</span>
                            </Box>
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
