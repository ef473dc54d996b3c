import { memo } from 'react';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Telegram from '@mui/icons-material/Telegram';
import VideoCallOutlined from '@mui/icons-material/VideoCallOutlined';
import { Box, Link, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { WebConfig } from '../../data/webConfig/api';
import { useWebConfig } from '../../data/webConfig/useWebConfig';
import { telegramLink } from '../../validation/telegram';
import { useSiteName } from './siteName';

interface ContactEntry {
    key: 'mobile' | 'email' | 'qq' | 'telegram' | 'skype';
    value: string;
    href?: string;
}

/** The contact entries the web config fills in, in the footer's order (phone, email, the messaging contacts). */
export const contactEntries = (contact: WebConfig['contact'] | undefined): ContactEntry[] => {
    const entries: ContactEntry[] = [];
    const add = (key: ContactEntry['key'], href?: (value: string) => string | undefined) => {
        const value = contact?.[key]?.trim();
        if (value) entries.push({ key, value, href: href?.(value) });
    };
    add('mobile', value => `tel:${value.replace(/[^\d+]/g, '')}`);
    add('email', value => `mailto:${value}`);
    add('qq');
    add('telegram', telegramLink);
    add('skype', value => `skype:${value}?chat`);
    return entries;
};

const ICONS: Record<ContactEntry['key'], ComponentType<{ sx?: object; 'aria-hidden'?: boolean }>> = {
    mobile: PhoneOutlined,
    email: EmailOutlined,
    qq: ChatOutlined,
    telegram: Telegram,
    skype: VideoCallOutlined,
};

const Item = ({ children }: { children: ReactNode }) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
        {children}
    </Box>
);

/** The console footer: copyright, company, contact entries (web config contact) and the ICP number. */
export const Footer = memo(() => {
    const translate = useTranslate();
    const config = useWebConfig().data;
    const siteName = useSiteName();
    const company = config?.contact.company?.trim() || siteName;
    const icp = config?.basic.icp?.trim();
    const contacts = contactEntries(config?.contact);
    return (
        <Box
            component="footer"
            data-testid="console-footer"
            sx={{
                mt: 'auto',
                px: 2,
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                color: 'text.secondary',
                fontSize: 12,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'center',
                columnGap: 2.5,
                rowGap: 0.75,
                '& a': { color: 'inherit', textDecoration: 'none' },
                '& a:hover': { color: 'primary.main' },
                '& .MuiSvgIcon-root': { fontSize: 14 },
            }}
        >
            <Typography component="span" sx={{ fontSize: 'inherit' }}>
                {translate('layout.footer.copyright', { year: new Date().getFullYear(), company })}
            </Typography>
            {contacts.map(entry => {
                const Icon = ICONS[entry.key];
                const label = translate(`layout.footer.${entry.key}`);
                return (
                    <Item key={entry.key}>
                        <Icon aria-hidden />
                        <span>{label}:</span>
                        {entry.href ? (
                            <Link href={entry.href} target={entry.key === 'telegram' ? '_blank' : undefined} rel="noopener noreferrer" data-contact={entry.key}>
                                {entry.value}
                            </Link>
                        ) : (
                            <span data-contact={entry.key}>{entry.value}</span>
                        )}
                    </Item>
                );
            })}
            {icp && (
                <Link href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" data-testid="icp">
                    {icp}
                </Link>
            )}
        </Box>
    );
});
