import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../authProvider/routeGuard';
import { isRegisterClosed, type webConfigCalls } from '../../resources/webConfig/api';
import { AuthLayout } from './AuthLayout';

type WebConfigProvider = DataProvider & ReturnType<typeof webConfigCalls>;

/** An open page (no sign-in needed) that a later issue builds: its name and a way back to sign-in. */
export const AuthPlaceholderPage = ({ title, custom = false }: { title: string; custom?: boolean }) => {
    const translate = useTranslate();
    return (
        <AuthLayout custom={custom} title={translate(title)}>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
                {translate('app.placeholder.body')}
            </Typography>
            <Button component={RouterLink} to={LOGIN_PATH} variant="outlined" startIcon={<ArrowBackIcon />}>
                {translate('auth.backToLogin')}
            </Button>
        </AuthLayout>
    );
};

/** /register: closed registration (web config power.register = 1) sends the visitor to /login. */
export const RegisterPage = ({ custom = false }: { custom?: boolean }) => {
    const dataProvider = useDataProvider<WebConfigProvider>();
    const { data, isPending } = useQuery({ queryKey: ['webConfig'], queryFn: () => dataProvider.getWebConfig() });
    if (isPending) {
        return (
            <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
                <CircularProgress aria-label="loading" />
            </Box>
        );
    }
    if (data && isRegisterClosed(data)) return <Navigate to={LOGIN_PATH} replace />;
    return <AuthPlaceholderPage title="auth.pages.register" custom={custom} />;
};
