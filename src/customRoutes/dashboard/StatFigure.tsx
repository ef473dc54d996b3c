import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

interface StatFigureProps {
    /** A translation key. */
    label: string;
    value: string | number;
    /** Makes the figure a link (to the list it counts). */
    to?: string;
    size?: 'large' | 'small';
    color?: 'warning.main' | 'error.main' | 'success.main' | 'text.primary';
    testId?: string;
}

/** One figure of a stat card: a caption over the number, optionally a link to what it counts. */
export const StatFigure = ({ label, value, to, size = 'large', color = 'text.primary', testId }: StatFigureProps) => {
    const translate = useTranslate();
    const number = (
        <Typography
            component="span"
            variant={size === 'large' ? 'h4' : 'h6'}
            data-testid={testId}
            sx={{ display: 'block', color, fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
            {typeof value === 'number' ? value.toLocaleString('en-US') : value}
        </Typography>
    );
    return (
        <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
                {translate(label)}
            </Typography>
            {to ? (
                <Link component={RouterLink} to={to} underline="hover" color="inherit">
                    {number}
                </Link>
            ) : (
                number
            )}
        </Box>
    );
};
