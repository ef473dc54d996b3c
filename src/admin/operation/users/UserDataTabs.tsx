import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SIGN_IN_RESULTS, type SignInAttempt } from '../../../data/sessions/api';
import type { AppUserDomain, AppUserOrder } from '../../../data/appUsers/types';
import { formatYuan } from '../../../format/money';
import { DeviceLabel } from '../../../ui/DeviceLabel';
import { useProductName } from '../../../ui/productName';
import { useKnownName } from '../../../ui/useKnownName';
import { UserRows, type UserColumn } from './UserRows';

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
const isResult = (value: string): value is (typeof SIGN_IN_RESULTS)[number] => (SIGN_IN_RESULTS as readonly string[]).includes(value);

/** The user's domains: name, state, records, when added. */
export const UserDomains = ({ userId }: { userId: number }) => {
    const translate = useTranslate();
    const columns: UserColumn<AppUserDomain>[] = [
        { name: 'domain', render: row => row.domain },
        {
            name: 'status',
            render: row => translate(`accountControl.domainStatus.${[1, 3].includes(row.status) ? row.status : 'other'}`, { status: row.status }),
        },
        { name: 'recordCount', render: row => row.recordCount, align: 'right' },
        { name: 'createTime', render: row => nowrap(row.createTime) },
    ];
    return <UserRows userId={userId} kind="domains" read={(dataProvider, query) => dataProvider.listUserDomains(query)} columns={columns} />;
};

/** The user's orders: number, item, amount, state, when placed. */
export const UserOrders = ({ userId }: { userId: number }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const columns: UserColumn<AppUserOrder>[] = [
        { name: 'orderId', render: row => nowrap(row.orderId) },
        // room for a name in English at phone width
        { name: 'productInfo', render: row => <span style={{ display: 'block', minWidth: 160 }}>{productName(row.productInfo)}</span> },
        { name: 'buyPayable', render: row => nowrap(formatYuan(row.buyPayable)), align: 'right' },
        { name: 'status', render: row => nowrap(translate(`commerce.orderStatus.${row.status}`, { _: String(row.status) })) },
        { name: 'createTime', render: row => nowrap(row.createTime) },
    ];
    return <UserRows userId={userId} kind="orders" read={(dataProvider, query) => dataProvider.listUserOrders(query)} columns={columns} />;
};

/** The user's sign-in attempts, refused ones included (a disabled account's among them). */
export const UserSignIns = ({ userId }: { userId: number }) => {
    const translate = useTranslate();
    const knownName = useKnownName();
    const columns: UserColumn<SignInAttempt>[] = [
        { name: 'time', render: row => nowrap(row.time) },
        { name: 'ip', render: row => row.ip },
        { name: 'area', render: row => knownName(row.area) },
        { name: 'userAgent', render: row => <DeviceLabel userAgent={row.userAgent} /> },
        {
            name: 'result',
            render: row => (
                <Chip
                    size="small"
                    variant="outlined"
                    color={row.result === 'success' ? 'success' : 'error'}
                    label={isResult(row.result) ? translate(`sessions.results.${row.result}`) : row.result}
                />
            ),
        },
    ];
    return <UserRows userId={userId} kind="signIns" read={(dataProvider, query) => dataProvider.listUserSignIns(query)} columns={columns} />;
};
