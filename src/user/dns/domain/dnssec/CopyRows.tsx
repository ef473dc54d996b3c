import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../../ui/CopyButton';

export interface CopyRow {
    /** Translation key of the row's name. */
    label: string;
    /** What the row shows. */
    shown: string;
    /** What its copy button copies, when not what it shows (the number without its name). */
    copied?: string;
}

/**
 * Named values, each with its copy button, as a registrar's form asks for them one by one: name beside value on a
 * wide screen, above it on a phone. Values are monospace and break anywhere (a digest is one long word).
 */
export const CopyRows = ({ rows, testId }: { rows: CopyRow[]; testId: string }) => {
    const translate = useTranslate();
    return (
        <Box
            component="dl"
            data-testid={testId}
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '11rem minmax(0, 1fr)' }, columnGap: 1, alignItems: 'center' }}
        >
            {rows.map(({ label, shown, copied }) => (
                <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
                        {translate(label)}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Typography variant="body2" component="span" sx={{ flex: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}>
                            {shown}
                        </Typography>
                        <CopyButton text={copied ?? shown} label={translate('common.copy.label', { text: translate(label) })} />
                    </Box>
                </Box>
            ))}
        </Box>
    );
};
