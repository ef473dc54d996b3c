/** The channel keys SPEC section 3 / API-NOTES name, with a translation each; any other key is shown as it is. */
const KNOWN_CHANNELS = [
    'WXLOGIN_CONFIG_KEY',
    'SMS_CONFIG_KEY',
    'MAIL_CONFIG_KEY',
    'WXPAY_CONFIG_KEY',
    'ALIPAY_CONFIG_KEY',
    'STRIPE_PAY_CONF',
    'TOKEN_PAY_CONF',
    'CCCYUN_PAY_CONF',
    'ALLINPAY_PAY_CONF',
] as const;

/** The translation key of a channel's name, or undefined for a key we do not know. */
export const channelNameKey = (paramKey: string): string | undefined =>
    (KNOWN_CHANNELS as readonly string[]).includes(paramKey) ? `webConfig.channels.names.${paramKey}` : undefined;

/** Known channels first, in the order above, then the others by key. */
export const channelOrder = (a: string, b: string): number => {
    const rank = (key: string) => {
        const index = (KNOWN_CHANNELS as readonly string[]).indexOf(key);
        return index === -1 ? KNOWN_CHANNELS.length : index;
    };
    return rank(a) - rank(b) || a.localeCompare(b);
};
