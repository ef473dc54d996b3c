import { Box, Button, ButtonBase, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Flavour } from '../../authProvider/session';

interface Credentials {
    id: string;
    password: string;
}

/**
 * The demo backend's accounts, printed under the form in demo mode. They are loaded with a dynamic import
 * only when demo is on, so a real deployment never downloads demo code. A click fills the form in.
 */
export const DemoAccounts = ({ flavour, idField }: { flavour: Flavour; idField: string }) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const notify = useNotify();
    const [account, setAccount] = useState<Credentials | null>(null);
    const [confirmReset, setConfirmReset] = useState(false);

    useEffect(() => {
        let live = true;
        import('../../demo/accounts')
            .then(({ DEMO_ACCOUNTS }) => {
                if (!live) return;
                setAccount(
                    flavour === 'user'
                        ? { id: DEMO_ACCOUNTS.user.account, password: DEMO_ACCOUNTS.user.password }
                        : { id: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password },
                );
            })
            .catch(() => undefined);
        return () => {
            live = false;
        };
    }, [flavour]);

    if (!account) return null;
    const reset = async () => {
        setConfirmReset(false);
        const { resetDemoDb } = await import('../../demo/db');
        resetDemoDb();
        notify('auth.demo.resetDone', { type: 'success' });
    };
    const fill = () => {
        setValue(idField, account.id, { shouldDirty: true, shouldValidate: true });
        setValue('password', account.password, { shouldDirty: true, shouldValidate: true });
    };
    return (
        <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }} data-testid="demo-accounts">
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary', mb: 0.5 }}>
                {translate('auth.demo.title')}
            </Typography>
            <ButtonBase
                onClick={fill}
                title={translate('auth.demo.fill')}
                sx={{
                    width: '100%',
                    justifyContent: 'space-between',
                    gap: 1,
                    px: 1.5,
                    py: 1,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    fontFamily: 'monospace',
                    fontSize: 13,
                    textAlign: 'left',
                    flexWrap: 'wrap',
                }}
            >
                <span>
                    {translate(flavour === 'user' ? 'auth.demo.user' : 'auth.demo.admin')}: {account.id} / {account.password}
                </span>
                <Typography component="span" variant="caption" sx={{ color: 'primary.main' }}>
                    {translate('auth.demo.fill')}
                </Typography>
            </ButtonBase>
            <Button size="small" color="inherit" onClick={() => setConfirmReset(true)} sx={{ mt: 1, color: 'text.secondary' }}>
                {translate('auth.demo.reset')}
            </Button>
            <Confirm
                isOpen={confirmReset}
                title="auth.demo.resetTitle"
                content="auth.demo.resetContent"
                onConfirm={reset}
                onClose={() => setConfirmReset(false)}
            />
        </Box>
    );
};
