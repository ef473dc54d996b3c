import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NameServersPanel } from '../nameServers/NameServersPanel';
import { useDomain } from './useDomain';

/** The setting tab's name servers: the ones to set at the registrar, copyable, and the NS check with "Check now". */
export const NameServersCard = () => {
    const translate = useTranslate();
    const { data: domain } = useDomain();
    if (!domain) return null;
    return (
        <Card variant="outlined" data-testid="setting-name-servers">
            <CardContent>
                <Typography variant="subtitle1" component="h2">
                    {translate('nameServers.setting.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {translate('nameServers.setting.intro')}
                </Typography>
                <NameServersPanel domain={domain} />
            </CardContent>
        </Card>
    );
};
