import type { Shape } from '../shape';

/** Messages of the records screens: English and Chinese side by side, the Chinese typed as the same shape. */
export const recordsEn = {
    title: 'Records',
};

export const recordsCn: Shape<typeof recordsEn> = {
    title: 'Records',
};

/** react-admin's labels of this area's resources (resources.<name>.name and .fields.<source>). */
export const recordsResourcesEn = {
    record: { name: 'Record |||| Records', fields: { top: 'Host' } },
};

export const recordsResourcesCn: Shape<typeof recordsResourcesEn> = {
    record: { name: 'Record |||| Records', fields: { top: 'Host' } },
};
