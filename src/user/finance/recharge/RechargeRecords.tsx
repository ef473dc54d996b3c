import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ListBase, Pagination, SimpleList, useListContext, useTranslate } from 'react-admin';
import { ListError, quietListErrors } from '../../../ui/ListError';
import { EmptyState, PageLoading } from '../../../ui/PageStates';
import { USER_PAGE_SIZE_OPTIONS } from '../../../config/constants';
import { formatYuan } from '../../../format/money';
import { scrollingListSx } from '../../../ui/listLayout';
import { GOODS_TYPE, ORDER_STATUS, orderStatusKey, payMethodKey } from '../../../data/orders/codes';

import type { Order } from '../../../data/orders/api';

type RechargeRecord = Order;

/** The user's recharge orders: the `order` resource filtered to goodsType 30. */
const RECHARGE_RECORDS_FILTER = { goodsType: GOODS_TYPE.recharge } as const;

const Column = DataTable.Col<RechargeRecord>;
const dash = (text: string | null | undefined) => text || '—';

const StatusChip = ({ status }: { status: RechargeRecord['status'] }) => {
    const translate = useTranslate();
    const code = Number(status);
    const color = code === ORDER_STATUS.paid ? 'success' : code === ORDER_STATUS.pending ? 'warning' : 'default';
    return <Chip size="small" variant="outlined" color={color} label={translate(orderStatusKey(status))} />;
};

const Method = ({ record }: { record: RechargeRecord }) => {
    const translate = useTranslate();
    return <>{record.payType === undefined || record.payType === null ? '—' : translate(payMethodKey(record.payType))}</>;
};

const NoRecords = () => {
    const translate = useTranslate();
    return <EmptyState icon={<ReceiptLongOutlined />} title={translate('recharge.records.empty')} body={translate('recharge.records.emptyBody')} />;
};

/** A table on wide screens; on a phone a list (amount and status first, then the time and the order number). */
const Rows = () => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const { isPending, error } = useListContext<RechargeRecord>();
    if (isPending) return <PageLoading />;
    if (error) return <ListError />;
    if (phone) {
        return (
            <SimpleList<RechargeRecord>
                rowClick={false}
                empty={<NoRecords />}
                primaryText={record => formatYuan(record.buyPayable)}
                secondaryText={record => `${record.createTime} · ${record.orderId}`}
                tertiaryText={record => translate(orderStatusKey(record.status))}
            />
        );
    }
    return (
        <DataTable<RechargeRecord> rowClick={false} bulkActionButtons={false} empty={<NoRecords />}>
            <Column source="createTime" label="recharge.records.columns.createTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
            <Column source="orderId" label="recharge.records.columns.orderId" disableSort sx={{ fontFamily: 'monospace' }} />
            <Column
                source="buyPayable"
                label="recharge.records.columns.amount"
                disableSort
                align="right"
                render={record => formatYuan(record.buyPayable)}
                sx={{ whiteSpace: 'nowrap' }}
            />
            <Column source="payType" label="recharge.records.columns.method" disableSort render={record => <Method record={record} />} />
            <Column source="status" label="recharge.records.columns.status" disableSort render={record => <StatusChip status={record.status} />} />
            <Column
                source="payTime"
                label="recharge.records.columns.payTime"
                disableSort
                render={record => dash(record.payTime)}
                sx={{ whiteSpace: 'nowrap' }}
            />
        </DataTable>
    );
};

/** The recharge records, server-paged; they follow a new recharge (the page invalidates the order queries). */
export const RechargeRecords = () => (
    <ListBase<RechargeRecord>
        resource="order"
        filter={RECHARGE_RECORDS_FILTER}
        sort={{ field: 'createTime', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey="recharge.records"
        queryOptions={quietListErrors}
    >
        <Box sx={scrollingListSx} data-testid="recharge-records">
            <Rows />
            <Pagination rowsPerPageOptions={USER_PAGE_SIZE_OPTIONS} />
        </Box>
    </ListBase>
);
