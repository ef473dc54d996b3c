import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../ui/CopyButton';

/** A labelled value in monospace with its copy button (copying an empty value says so). */
export const KeyValueRow = ({ label, value }: { label: string; value: string }) => {
    const translate = useTranslate();
    const name = translate(label);
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
            <Typography variant="body2" color="text.secondary" sx={{ width: { xs: 88, sm: 120 }, flexShrink: 0 }}>
                {name}
            </Typography>
            <Typography
                variant="body2"
                data-testid={`value-${label}`}
                sx={{ flex: 1, minWidth: 0, fontFamily: 'monospace', overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.disabled' }}
            >
                {value || translate('database.authKey.empty')}
            </Typography>
            <CopyButton text={value} label={translate('common.copy.label', { text: name })} />
        </Box>
    );
};
