import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton, useCopyText } from '../../../ui/CopyButton';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * The name servers to set at the registrar: each with its copy button, and one "Copy all" (one name a line, as a
 * registrar's form takes them). `inline` lays them out in a row after a label (a domain's header); otherwise one a
 * line in a framed block.
 */
export const NameServerList = ({ servers, inline = false }: { servers: string[]; inline?: boolean }) => {
    const translate = useTranslate();
    const copy = useCopyText();
    const label = translate('nameServers.label');
    const copyAll = (
        <Button size="small" startIcon={<ContentCopy fontSize="inherit" />} onClick={() => void copy(servers.join('\n'))} sx={{ flexShrink: 0 }}>
            {translate('nameServers.copyAll')}
        </Button>
    );
    const names = (
        <Box
            component="ul"
            aria-label={label}
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: inline ? 'row' : 'column', flexWrap: 'wrap', columnGap: 1.5, minWidth: 0 }}
        >
            {servers.map(name => (
                <Box
                    component="li"
                    key={name}
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.25, fontFamily: MONO, fontSize: '0.875rem', overflowWrap: 'anywhere' }}
                >
                    {name}
                    <CopyButton text={name} label={translate('nameServers.copyOne', { name })} />
                </Box>
            ))}
        </Box>
    );
    if (inline) {
        return (
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }} data-testid="name-servers">
                <Typography variant="body2" color="text.secondary" component="span">
                    {label}
                </Typography>
                {names}
                {copyAll}
            </Box>
        );
    }
    return (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0.5, pl: 1.5, pr: 0.5 }} data-testid="name-servers">
            {names}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{copyAll}</Box>
        </Box>
    );
};
