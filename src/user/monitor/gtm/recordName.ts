/** www.example.com, example.com for '@'. */
export const recordName = ({ host, domain }: { host: string; domain: string }): string => (host === '@' || host === '' ? domain : `${host}.${domain}`);
