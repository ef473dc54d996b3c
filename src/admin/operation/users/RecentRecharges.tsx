import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatYuan } from '../../../format/money';
import type { Recharge } from '../../../data/appUsers/types';

/** The latest manual recharges of one user, newest first. */
export const RecentRecharges = ({ rows }: { rows: Recharge[] }) => {
    const translate = useTranslate();
    if (rows.length === 0) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('operation.users.noRecharges')}
            </Typography>
        );
    }
    return (
        <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
            <TableHead>
                <TableRow>
                    <TableCell>{translate('operation.recharge.columns.createTime')}</TableCell>
                    <TableCell align="right">{translate('operation.recharge.columns.amount')}</TableCell>
                    <TableCell>{translate('operation.recharge.columns.reason')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map(row => (
                    <TableRow key={row.id}>
                        <TableCell>{row.createTime}</TableCell>
                        <TableCell align="right">{formatYuan(row.amount)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'normal !important' }}>{row.reason}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
