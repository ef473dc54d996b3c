import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Computer from '@mui/icons-material/Computer';
import TabletMac from '@mui/icons-material/TabletMac';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseUserAgent, type DeviceKind } from '../format/userAgent';

const ICONS: Record<DeviceKind, typeof Computer> = { desktop: Computer, mobile: PhoneIphone, tablet: TabletMac };

/** "Chrome on macOS" as a hook: the browser and system a user agent names, in the page's language. */
export const useDeviceText = () => {
    const translate = useTranslate();
    return (userAgent: string): string => {
        const { browser, version, os } = parseUserAgent(userAgent);
        const name = translate(`sessions.browsers.${browser}`) + (version && browser !== 'other' ? ` ${version}` : '');
        return translate('sessions.device', { browser: name, os: translate(`sessions.systems.${os}`) });
    };
};

/** A device: its kind's icon (named for screen readers) and the browser on the system. */
export const DeviceLabel = ({ userAgent }: { userAgent: string }) => {
    const translate = useTranslate();
    const text = useDeviceText();
    const { device } = parseUserAgent(userAgent);
    const Icon = ICONS[device];
    return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} title={userAgent}>
            <Icon fontSize="small" color="action" titleAccess={translate(`sessions.kinds.${device}`)} />
            <span>{text(userAgent)}</span>
        </Stack>
    );
};
