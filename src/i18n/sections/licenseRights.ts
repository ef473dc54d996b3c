import type { Shape } from '../shape';

/** What a domain licence lets its receiver do, as the licence screens name it: English and Chinese side by side. */
export const licenseRightsEn = {
    label: 'Rights',
    view: 'View only',
    records: 'View and change records',
    choice: { view: 'View the domain and its records', records: 'View and change records' },
};

export const licenseRightsCn: Shape<typeof licenseRightsEn> = {
    label: '授权权限',
    view: '仅查看',
    records: '查看和修改记录',
    choice: { view: '查看域名和解析记录', records: '查看和修改解析记录' },
};
