import { Card, CardContent } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { PathTabs } from '../../../ui/PathTabs';
import { PROFILE_KINDS, profileKindOf } from './profileFields';
import { ProfileList } from './ProfileList';
import { userPaths } from '../../paths';

/** /ssl/info/{contact|company}: the profiles certificate applications pick from. */
export const SslInfoPage = () => {
    const translate = useTranslate();
    const kind = profileKindOf(useLocation().pathname.replace(/\/+$/, '').split('/').pop());
    return (
        <Card variant="outlined" sx={{ mt: 2 }}>
            <Title title={translate('ssl.info.title')} />
            <CardContent>
                <PathTabs
                    current={kind}
                    label={translate('ssl.info.tabsLabel')}
                    tabs={PROFILE_KINDS.map(value => ({ value, label: translate(`ssl.info.tabs.${value}`), to: userPaths.sslInfo(value) }))}
                />
                {kind === 'contact' ? <ProfileList key="contact" kind="contact" /> : <ProfileList key="company" kind="company" />}
            </CardContent>
        </Card>
    );
};
