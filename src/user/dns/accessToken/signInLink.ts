/** The link the CDN console opens to sign the user in here: the console's address with `?access_token=`. */
export const signInLink = (consoleUrl: string, token: string): string => {
    const base = consoleUrl.replace(/[?#].*$/, '').replace(/\/+$/, '');
    return `${base}/?access_token=${encodeURIComponent(token)}`;
};
