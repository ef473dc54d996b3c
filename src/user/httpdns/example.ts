/** The one-line request an app makes to resolve `domain` through the account's endpoint (shown and copied). */
export const resolveExample = (endpoint: string, domain: string): string => `curl '${endpoint}?host=${encodeURIComponent(domain || 'www.example.com')}'`;
