import { LICENSE_TYPES, type LicenseType } from '../../../data/domainLicenses/api';

/** The tab a path's last segment names (receive by default). */
export const licenseTabOf = (segment: string | undefined): LicenseType =>
    LICENSE_TYPES.includes(segment as LicenseType) ? (segment as LicenseType) : 'receive';

/** Each tab keeps its own search and page in the Store. */
export const licenseStoreKey = (tab: LicenseType): string => `domainLicense.${tab}`;
