import DnsIcon from '@mui/icons-material/Dns';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSiteName } from './siteName';
import { Link } from 'react-router-dom';
import type { AreaMode } from '../preferences/themePrefs';
import type { WebConfig } from '../../data/webConfig/api';
import { useWebConfig } from '../../data/webConfig/useWebConfig';

/** The logo for the theme of the area it sits in: the light or dark image, else the other one, else none (the icon mark). */
export const logoFor = (basic: WebConfig['basic'] | undefined, areaTheme: AreaMode): string | undefined => {
    const light = basic?.logoImgLight?.trim() || undefined;
    const dark = basic?.logoImgDark?.trim() || undefined;
    return areaTheme === 'dark' ? (dark ?? light) : (light ?? dark);
};

interface BrandProps {
    /** The theme of the area it sits in (header or side menu): picks the light or dark logo. */
    areaTheme?: AreaMode;
    /** The logo only, without the name (the phone header). */
    compact?: boolean;
    testId?: string;
}

/** The console's logo and name, linking home. */
export const Brand = ({ areaTheme = 'light', compact = false, testId = 'brand' }: BrandProps) => {
    const translate = useTranslate();
    const name = useSiteName();
    const logo = logoFor(useWebConfig().data?.basic, areaTheme);
    const [broken, setBroken] = useState<string | null>(null);
    return (
        <Box
            component={Link}
            to="/"
            // the visible name is the link's name (WCAG 2.5.3); the logo alone is named "console home"
            aria-label={compact ? translate('layout.home') : undefined}
            data-testid={testId}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', mr: 2, flexShrink: 0, minWidth: 0 }}
        >
            {logo && broken !== logo ? (
                <Box component="img" src={logo} alt="" onError={() => setBroken(logo)} sx={{ height: 28, maxWidth: 140, objectFit: 'contain' }} />
            ) : (
                <DnsIcon aria-hidden />
            )}
            {!compact && (
                <Typography
                    component="span"
                    sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap', fontSize: { xs: 16, sm: 17 } }}
                    data-testid="web-name"
                >
                    {name}
                </Typography>
            )}
        </Box>
    );
};
