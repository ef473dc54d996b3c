import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../../format/count';
import { usageColour, usagePercent } from './licenseTerms';

/** One licensed limit with its current usage as a bar (none when unlimited). */
export const LimitBar = ({ name, used, limit }: { name: string; used: number; limit: number }) => {
    const translate = useTranslate();
    const percent = usagePercent(used, limit);
    const label = translate(`license.limit.${name}`);
    const text =
        percent === undefined
            ? translate('license.unlimited', { used: formatCount(used) })
            : translate('license.usage', { used: formatCount(used), limit: formatCount(limit) });
    return (
        <Box data-testid={`limit-${name}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2">{label}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {text}
                </Typography>
            </Box>
            {percent === undefined ? null : (
                <LinearProgress
                    variant="determinate"
                    value={percent}
                    color={usageColour(percent)}
                    aria-label={`${label} ${text}`}
                    sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
            )}
        </Box>
    );
};
