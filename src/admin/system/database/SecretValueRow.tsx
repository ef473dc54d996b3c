import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SecretField } from '../../../ui/SecretField';

const LABELS = { masked: 'database.authKey.masked', reveal: 'database.authKey.reveal', hide: 'database.authKey.hide', copy: 'database.authKey.copyToken' };

/** A labelled secret, laid out as KeyValueRow: masked until revealed, copied without the reveal (SecretField). */
export const SecretValueRow = ({ label, value, testId }: { label: string; value: string; testId: string }) => {
    const translate = useTranslate();
    const [shown, setShown] = useState(false);
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
            <Typography variant="body2" color="text.secondary" sx={{ width: { xs: 88, sm: 120 }, flexShrink: 0 }}>
                {translate(label)}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
                <SecretField value={value} shown={shown} onToggle={() => setShown(current => !current)} labels={LABELS} testId={testId} />
            </Box>
        </Box>
    );
};
