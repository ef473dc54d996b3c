import ChatOutlined from '@mui/icons-material/ChatOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import { Button, CardContent, CircularProgress, Divider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { PageCard } from '../../../ui/PageCard';
import type { ContactType, UserInfo } from '../../../data/account/api';
import { ContactDialog } from './ContactDialog';
import { PAY_PASSWORD_SET_KEY } from './keys';
import { LoginPasswordDialog } from './LoginPasswordDialog';
import { PayPasswordDialog, type PayPasswordMode } from './PayPasswordDialog';
import { SecurityRow } from '../../../ui/SecurityRow';
import { useAccountAction } from './useAccountAction';
import { WechatDialog } from './WechatDialog';
import { Confirm } from '../../../ui/singleFlight';

type Open =
    | { kind: 'contact'; type: ContactType }
    | { kind: 'wechat' }
    | { kind: 'unbindWechat' }
    | { kind: 'loginPassword' }
    | { kind: 'payPassword'; mode: PayPasswordMode }
    | null;

/** The security settings: the mobile, the email, the messaging app, the login and the payment passwords. */
export const SecurityCard = ({ user }: { user: UserInfo }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [open, setOpen] = useState<Open>(null);
    const close = () => setOpen(null);
    const payPassword = useQuery({ queryKey: PAY_PASSWORD_SET_KEY, queryFn: () => dataProvider.getPayPasswordSet() });
    const unbind = useAccountAction(() => dataProvider.unbindWechat(), { done: 'accountInfo.wechat.unbound', onDone: close });

    const contacts = (['mobile', 'mail'] as const).flatMap(type => (user[type] ? [{ type, target: String(user[type]) }] : []));
    const unset = translate('accountInfo.unbound');
    const contactRow = (type: ContactType, icon: ReactNode) => (
        <SecurityRow icon={icon} title={`accountInfo.fields.${type}`} status={user[type] || unset} testId={`security-${type}`}>
            <Button size="small" variant="outlined" onClick={() => setOpen({ kind: 'contact', type })}>
                {translate(user[type] ? 'accountInfo.change' : 'accountInfo.bind')}
            </Button>
        </SecurityRow>
    );
    const payPasswordSet = payPassword.data === true;
    return (
        <PageCard title="accountInfo.security.title" intro="accountInfo.security.intro" pageTitle={false}>
            <CardContent sx={{ pt: 1 }}>
                {contactRow('mobile', <PhoneIphoneOutlined />)}
                <Divider />
                {contactRow('mail', <MailOutlined />)}
                <Divider />
                <SecurityRow
                    icon={<ChatOutlined />}
                    title="accountInfo.wechat.title"
                    status={translate(user.wechatBound ? 'accountInfo.bound' : 'accountInfo.unbound')}
                    testId="security-wechat"
                >
                    {user.wechatBound ? (
                        <Button size="small" color="error" variant="outlined" onClick={() => setOpen({ kind: 'unbindWechat' })}>
                            {translate('accountInfo.unbind')}
                        </Button>
                    ) : (
                        <Button size="small" variant="outlined" onClick={() => setOpen({ kind: 'wechat' })}>
                            {translate('accountInfo.bind')}
                        </Button>
                    )}
                </SecurityRow>
                <Divider />
                <SecurityRow
                    icon={<LockOutlined />}
                    title="accountInfo.loginPassword.title"
                    status={translate('accountInfo.loginPassword.status')}
                    testId="security-login-password"
                >
                    <Button size="small" variant="outlined" onClick={() => setOpen({ kind: 'loginPassword' })}>
                        {translate('accountInfo.change')}
                    </Button>
                </SecurityRow>
                <Divider />
                <SecurityRow
                    icon={<KeyOutlined />}
                    title="accountInfo.payPassword.title"
                    status={
                        payPassword.isPending ? (
                            // a named progress (theme), not a bare ellipsis: announced, and what a page check waits for
                            <CircularProgress size={12} color="inherit" />
                        ) : payPassword.error ? (
                            translate('accountInfo.payPassword.unknown')
                        ) : (
                            translate(payPasswordSet ? 'accountInfo.payPassword.isSet' : 'accountInfo.payPassword.notSet')
                        )
                    }
                    testId="security-pay-password"
                >
                    {payPassword.error ? (
                        <Button size="small" onClick={() => void payPassword.refetch()}>
                            {translate('common.retry')}
                        </Button>
                    ) : payPasswordSet ? (
                        <>
                            <Button key="change" size="small" variant="outlined" onClick={() => setOpen({ kind: 'payPassword', mode: 'change' })}>
                                {translate('accountInfo.change')}
                            </Button>
                            <Button size="small" onClick={() => setOpen({ kind: 'payPassword', mode: 'reset' })} disabled={contacts.length === 0}>
                                {translate('accountInfo.payPassword.forgot')}
                            </Button>
                        </>
                    ) : (
                        <Button
                            key="set"
                            size="small"
                            variant="contained"
                            disabled={payPassword.isPending}
                            onClick={() => setOpen({ kind: 'payPassword', mode: 'set' })}
                        >
                            {translate('accountInfo.payPassword.setAction')}
                        </Button>
                    )}
                </SecurityRow>
            </CardContent>
            {open?.kind === 'contact' ? <ContactDialog type={open.type} bound={Boolean(user[open.type])} onClose={close} /> : null}
            {open?.kind === 'wechat' ? <WechatDialog onClose={close} /> : null}
            {open?.kind === 'loginPassword' ? <LoginPasswordDialog onClose={close} /> : null}
            {open?.kind === 'payPassword' ? <PayPasswordDialog mode={open.mode} contacts={contacts} onClose={close} /> : null}
            <Confirm
                isOpen={open?.kind === 'unbindWechat'}
                loading={unbind.pending}
                title="accountInfo.wechat.unbindTitle"
                content="accountInfo.wechat.unbindContent"
                onConfirm={() => unbind.submit(undefined)}
                onClose={close}
            />
        </PageCard>
    );
};
