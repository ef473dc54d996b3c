/**
 * Private keys made in this browser, kept in this browser only (localStorage), by certificate order id, so an
 * issued certificate can be downloaded with its key here. Another browser (or cleared storage) has none.
 */
const keyName = (sslOrderId: number) => `dns-console.ssl.key.${sslOrderId}`;

export const saveBrowserKey = (sslOrderId: number, privateKey: string): void => {
    try {
        localStorage.setItem(keyName(sslOrderId), privateKey);
    } catch {
        // storage full or disabled: the key was offered for download already
    }
};

export const readBrowserKey = (sslOrderId: number): string | undefined => {
    try {
        return localStorage.getItem(keyName(sslOrderId)) ?? undefined;
    } catch {
        return undefined;
    }
};

/** A file name from a certificate's common name ("*.example.com" -> "star.example.com"). */
export const pemFileName = (domain: string, suffix: string): string => `${domain.replace(/^\*\./, 'star.').replace(/[^\w.-]/g, '_')}${suffix}.pem`;

/** The media type of the PEM files offered for download. */
export const PEM_TYPE = 'application/x-pem-file';
