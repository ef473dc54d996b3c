import type { Shape } from '../shape';

/** Messages of the domainPages screens: English and Chinese side by side, the Chinese typed as the same shape. */
export const domainPagesEn = {
    back: 'Back to my domains',
};

export const domainPagesCn: Shape<typeof domainPagesEn> = {
    back: '返回域名列表',
};

/** react-admin's labels of this area's resources (resources.<name>.name and .fields.<source>). */
export const domainPagesResourcesEn = {
    customLine: { name: 'Custom line |||| Custom lines', fields: { name: 'Name' } },
    requestLog: { name: 'Request log', fields: {} },
    errorLog: { name: 'Error log', fields: {} },
    operationLog: { name: 'Operation log', fields: {} },
};

export const domainPagesResourcesCn: Shape<typeof domainPagesResourcesEn> = {
    customLine: { name: 'Custom line |||| Custom lines', fields: { name: 'Name' } },
    requestLog: { name: 'Request log', fields: {} },
    errorLog: { name: 'Error log', fields: {} },
    operationLog: { name: 'Operation log', fields: {} },
};
