import type { Shape } from '../shape';

/** Messages of the domains screens: English and Chinese side by side, the Chinese typed as the same shape. */
export const domainsEn = {
    title: 'Domains',
};

export const domainsCn: Shape<typeof domainsEn> = {
    title: 'Domains',
};

/** react-admin's labels of this area's resources (resources.<name>.name and .fields.<source>). */
export const domainsResourcesEn = {
    domain: { name: 'Domain |||| Domains', fields: { domain: 'Domain' } },
    domainGroup: { name: 'Domain group |||| Domain groups', fields: { name: 'Name' } },
};

export const domainsResourcesCn: Shape<typeof domainsResourcesEn> = {
    domain: { name: 'Domain |||| Domains', fields: { domain: 'Domain' } },
    domainGroup: { name: 'Domain group |||| Domain groups', fields: { name: 'Name' } },
};
