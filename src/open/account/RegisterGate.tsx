import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../authProvider/routeGuard';
import { isRegisterClosed, type webConfigCalls } from '../../data/webConfig/api';

type WebConfigProvider = DataProvider & ReturnType<typeof webConfigCalls>;

/** Registration switched off (web config power.register = 1) sends the visitor to /login; else the page. */
export const RegisterGate = ({ children }: { children: ReactNode }) => {
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
    return <>{children}</>;
};
