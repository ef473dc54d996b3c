import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RealnameInfo } from '../../../data/verification/api';
import { maskIdNumber, maskRealName } from '../../../validation/idCard';

/** Masks a value the server has not masked already (it answers masked ones once verified). */
const masked = (value: string, mask: (text: string) => string) => (value.includes('*') ? value : mask(value));

/** Step 4: verified. The name and ID number masked, the provider, the time and the area. */
export const CompletedPanel = ({ info }: { info: RealnameInfo }) => {
    const translate = useTranslate();
    const rows: Array<[string, string, string]> = [
        ['name', translate('verification.done.name'), masked(info.realName, maskRealName)],
        ['idNumber', translate('verification.done.idNumber'), masked(info.idNumber, maskIdNumber)],
        ['method', translate('verification.done.method'), translate(`verification.method.${info.method || 'unknown'}`)],
        ['time', translate('verification.done.time'), info.time || '-'],
        ['area', translate('verification.done.area'), info.area || '-'],
    ];
    return (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} data-testid="verification-done">
            <CheckCircle color="success" sx={{ fontSize: 56 }} />
            <Typography variant="h6" component="h3">
                {translate('verification.done.heading')}
            </Typography>
            <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, textAlign: 'left', maxWidth: '100%' }}
            >
                {rows.map(([key, label, value]) => (
                    <Box key={key} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                            {label}
                        </Typography>
                        <Typography
                            component="dd"
                            variant="body2"
                            sx={{ m: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                            data-testid={`done-${key}`}
                        >
                            {value}
                        </Typography>
                    </Box>
                ))}
            </Box>
            <Button component={Link} to="/" variant="outlined">
                {translate('verification.done.back')}
            </Button>
        </Stack>
    );
};
