/**
 * What an accepted licence lets its receiver do on the shared domain; one rule for the console (which buttons it
 * offers) and the demo backend (which calls it answers). The owner keeps everything else: pausing, deleting,
 * locking, groups, remarks, plans, DNSSEC, settings and further licences.
 */
export const LICENSE_RIGHTS = { view: 1, records: 2 } as const;
export type LicenseRightsName = keyof typeof LICENSE_RIGHTS;
export const LICENSE_RIGHTS_NAMES = Object.keys(LICENSE_RIGHTS) as LicenseRightsName[];

/** What a call on a domain needs: reading it, changing its records, or being its owner. */
export type DomainNeed = 'read' | 'records' | 'owner';

/** The rights' name; an unknown value reads as the narrowest ('view'). */
export const licenseRightsName = (rights: unknown): LicenseRightsName => LICENSE_RIGHTS_NAMES.find(name => LICENSE_RIGHTS[name] === Number(rights)) ?? 'view';

/** Whether a licence with `rights` allows what a call needs. */
export const licenseAllows = (rights: unknown, need: DomainNeed): boolean => {
    if (need === 'read') return true;
    if (need === 'records') return licenseRightsName(rights) === 'records';
    return false;
};

/** The refusal the server gives a receiver who asks for more than the licence gives. */
export const licenseRefusal = (owner: string, need: DomainNeed): string =>
    need === 'records' ? `该域名由 ${owner} 授权给您，仅可查看，不能修改记录` : `该域名由 ${owner} 授权给您，此操作仅域名所有者可执行`;
