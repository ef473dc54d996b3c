import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DnsIcon from '@mui/icons-material/Dns';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { useSiteName } from '../../console/shell/siteName';
import { HtmlLang } from '../../console/shell/HtmlLang';
import { BRAND_BLUE } from '../../console/shell/theme';

interface AuthLayoutProps {
    /** The custom wrapper (config customMode outside debug): a split screen with a brand panel. */
    custom?: boolean;
    title: string;
    subtitle?: string;
    children: ReactNode;
}

const BrandMark = ({ inverse = false }: { inverse?: boolean }) => {
    const name = useSiteName();
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
                aria-hidden
                sx={{
                    width: 32,
                    height: 32,
                    borderRadius: 1,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: inverse ? 'rgba(255,255,255,0.18)' : 'primary.main',
                    color: '#fff',
                }}
            >
                <DnsIcon fontSize="small" />
            </Box>
            <Typography component="span" sx={{ fontWeight: 600, fontSize: 18, color: inverse ? '#fff' : 'text.primary' }}>
                {name}
            </Typography>
        </Box>
    );
};

const Heading = ({ title, subtitle }: { title: string; subtitle?: string }) => (
    <Box sx={{ mb: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {title}
        </Typography>
        {subtitle ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {subtitle}
            </Typography>
        ) : null}
    </Box>
);

const Footer = ({ inverse = false }: { inverse?: boolean }) => {
    const name = useSiteName();
    return (
        <Typography variant="caption" component="footer" sx={{ color: inverse ? 'rgba(255,255,255,0.7)' : 'text.secondary' }}>
            © {new Date().getFullYear()} {name}
        </Typography>
    );
};

/** The language switch of the sign-in pages (the same control as in the header). */
const LanguageSwitch = () => (
    <Box sx={{ '& .MuiButton-root': { color: 'text.secondary' } }}>
        <LocalesMenuButton />
    </Box>
);

// a faint dotted grid and two soft brand-coloured glows: present, never loud
const standardBackground = {
    backgroundColor: '#f3f6fb',
    backgroundImage: [
        `radial-gradient(circle at 12% 18%, rgba(22,119,255,0.14), transparent 38%)`,
        `radial-gradient(circle at 88% 82%, rgba(22,119,255,0.10), transparent 40%)`,
        `radial-gradient(rgba(22,119,255,0.10) 1px, transparent 1px)`,
    ].join(','),
    backgroundSize: 'auto, auto, 22px 22px',
};

const StandardWrapper = ({ title, subtitle, children }: Omit<AuthLayoutProps, 'custom'>) => (
    <Box data-testid="auth-wrapper-standard" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', ...standardBackground }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}>
            <BrandMark />
            <LanguageSwitch />
        </Box>
        <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 2, sm: 4 } }}>
            <Card
                elevation={0}
                sx={{
                    width: '100%',
                    maxWidth: 420,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    boxShadow: '0 12px 40px rgba(15, 35, 95, 0.08)',
                }}
            >
                <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
                    <Heading title={title} subtitle={subtitle} />
                    {children}
                </CardContent>
            </Card>
        </Box>
        <Box sx={{ textAlign: 'center', py: 2 }}>
            <Footer />
        </Box>
    </Box>
);

const BrandPanel = () => {
    const translate = useTranslate();
    const features = ['auth.brand.authoritative', 'auth.brand.recursive', 'auth.brand.monitoring'];
    return (
        <Box
            sx={{
                display: { xs: 'none', md: 'flex' },
                flexDirection: 'column',
                justifyContent: 'space-between',
                flex: '0 0 44%',
                p: 6,
                color: '#fff',
                background: `linear-gradient(150deg, #0b3a8c 0%, ${BRAND_BLUE} 60%, #4096ff 100%)`,
                position: 'relative',
                overflow: 'hidden',
                '&::after': {
                    content: '""',
                    position: 'absolute',
                    inset: 0,
                    backgroundImage: 'radial-gradient(rgba(255,255,255,0.12) 1px, transparent 1px)',
                    backgroundSize: '24px 24px',
                    pointerEvents: 'none',
                },
            }}
        >
            <BrandMark inverse />
            <Box sx={{ position: 'relative', zIndex: 1 }}>
                <Typography component="p" sx={{ fontSize: 30, fontWeight: 600, lineHeight: 1.3, mb: 3, maxWidth: 420 }}>
                    {translate('auth.brand.tagline')}
                </Typography>
                {features.map(key => (
                    <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, opacity: 0.92 }}>
                        <CheckCircleOutlineIcon fontSize="small" aria-hidden />
                        <Typography>{translate(key)}</Typography>
                    </Box>
                ))}
            </Box>
            <Footer inverse />
        </Box>
    );
};

const CustomWrapper = ({ title, subtitle, children }: Omit<AuthLayoutProps, 'custom'>) => (
    <Box data-testid="auth-wrapper-custom" sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.paper' }}>
        <BrandPanel />
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}>
                <Box sx={{ display: { md: 'none' } }}>
                    <BrandMark />
                </Box>
                <Box sx={{ ml: 'auto' }}>
                    <LanguageSwitch />
                </Box>
            </Box>
            <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 3, sm: 4 }, py: 4 }}>
                <Box sx={{ width: '100%', maxWidth: 400 }}>
                    <Heading title={title} subtitle={subtitle} />
                    {children}
                </Box>
            </Box>
            <Box sx={{ textAlign: 'center', py: 2, display: { md: 'none' } }}>
                <Footer />
            </Box>
        </Box>
    </Box>
);

/** The frame of the sign-in pages: the standard centred card, or the custom split wrapper. Both hold the same form. */
export const AuthLayout = ({ custom = false, ...props }: AuthLayoutProps) => (
    <>
        <HtmlLang />
        {custom ? <CustomWrapper {...props} /> : <StandardWrapper {...props} />}
    </>
);
