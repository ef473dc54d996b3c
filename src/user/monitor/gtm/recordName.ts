import type { Identifier } from 'react-admin';

export const GTM_TASKS_PATH = '/a-monitor/gtm';
/** The rule editor: a task's, or a new one without id. */
export const gtmRulePath = (id?: Identifier): string => (id === undefined ? '/a-monitor/gtm/rule' : `/a-monitor/gtm/rule?id=${encodeURIComponent(String(id))}`);

/** www.example.com, example.com for '@'. */
export const recordName = ({ host, domain }: { host: string; domain: string }): string => (host === '@' || host === '' ? domain : `${host}.${domain}`);
