import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../authProvider/routeGuard';

/** The way back to sign-in under an open page's form, with an optional second link. */
export const OpenPageFooter = ({ children }: { children?: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={LOGIN_PATH} underline="hover" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <ArrowBackIcon sx={{ fontSize: 16 }} aria-hidden />
                {translate('auth.backToLogin')}
            </Link>
            {children}
        </Box>
    );
};
