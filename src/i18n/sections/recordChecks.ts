import type { Shape } from '../shape';

/** Messages of the DNS record checks (src/validation/records.ts): host, value per type, TTL, MX, weight, conflicts. */
export const recordChecksEn = {
    required: 'Required',
};

export const recordChecksCn: Shape<typeof recordChecksEn> = {
    required: '必填',
};
