import type { Identifier } from 'react-admin';

/** The reverse zones list, and one zone's PTR records. */
export const PTR_ZONES_PATH = '/dns/domain/ptr';
export const ptrRecordsPath = (zoneId: Identifier): string => `/dns/domain/ptr/record?zone=${encodeURIComponent(String(zoneId))}`;
