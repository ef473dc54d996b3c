import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../format/count';

interface StatFigureProps {
    /** A translation key, with its options. */
    label: string;
    labelOptions?: Record<string, unknown>;
    /** A number is shown as a count (1,234); text as given. */
    value: string | number;
    /** A line under the figure (already translated). */
    note?: ReactNode;
    /** Makes the figure a link (to the list it counts). */
    to?: string;
    size?: 'large' | 'medium' | 'small';
    color?: 'warning.main' | 'error.main' | 'success.main' | 'text.primary';
    testId?: string;
}

const VARIANTS = { large: 'h4', medium: 'h5', small: 'h6' } as const;

/** One figure: a caption over the number, optionally a link to what it counts and a note under it. */
export const StatFigure = ({ label, labelOptions, value, note, to, size = 'large', color = 'text.primary', testId }: StatFigureProps) => {
    const translate = useTranslate();
    const number = (
        <Typography
            component="span"
            variant={VARIANTS[size]}
            data-testid={testId}
            sx={{ display: 'block', color, fontWeight: 600, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
            {typeof value === 'number' ? formatCount(value) : value}
        </Typography>
    );
    return (
        <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
                {translate(label, labelOptions)}
            </Typography>
            {to ? (
                <Link component={RouterLink} to={to} underline="hover" color="inherit">
                    {number}
                </Link>
            ) : (
                number
            )}
            {note ? (
                <Typography variant="caption" color="text.secondary" component="div">
                    {note}
                </Typography>
            ) : null}
        </Box>
    );
};
