import type { Identifier } from 'react-admin';
import { num, numberId, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, pagingParams } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import { LICENSE_RIGHTS } from './rights';

/** Which side of a licence the list shows: shares offered to me, or shares I offered. */
export type LicenseType = 'receive' | 'initiate';
export const LICENSE_TYPES: readonly LicenseType[] = ['receive', 'initiate'];

/** A licence's state (designed). */
export const LICENSE_STATUS = { pending: 0, accepted: 1, refused: 2, revoked: 3 } as const;
export type LicenseStatusName = keyof typeof LICENSE_STATUS;

/** The state's name ('pending' for an unknown value, so a chip always reads). */
export const licenseStatusName = (status: unknown): LicenseStatusName =>
    (Object.keys(LICENSE_STATUS) as LicenseStatusName[]).find(name => LICENSE_STATUS[name] === Number(status)) ?? 'pending';

/** A domain's management shared by one account (from) with another (to), as the list answers it. */
export interface DomainLicense {
    id: number;
    domainId: number;
    domain: string;
    /** The owner's account (username, else mail, else mobile). */
    fromAccount: string;
    /** The receiver's account. */
    toAccount: string;
    status: number;
    /** What the receiver may do once accepted (LICENSE_RIGHTS in ./rights). */
    rights: number;
    createTime: string;
    updateTime: string;
}

/** What the initiate dialog sends. */
export interface NewDomainLicense {
    domainId: Identifier;
    /** The receiver's username, mail or mobile. */
    account: string;
    /** LICENSE_RIGHTS; records (view and change records) when not given. */
    rights?: number;
}

/**
 * Designed (the backend's notes name no licence call):
 * - POST app/dns/domain/license/list   {type: receive|initiate, page, limit, sidx?, order?, domain?} -> page.{list, totalCount}
 * - POST app/dns/domain/license/save   {domainId, account, rights}  -> data {id}: a pending licence
 * - POST app/dns/domain/license/accept {id}  (the receiver, a pending licence)
 * - POST app/dns/domain/license/refuse {id}  (the receiver, a pending licence)
 * - POST app/dns/domain/license/revoke {id}  (the owner, a pending or accepted licence)
 */
const LICENSE_PATHS = {
    list: 'app/dns/domain/license/list',
    save: 'app/dns/domain/license/save',
    accept: 'app/dns/domain/license/accept',
    refuse: 'app/dns/domain/license/refuse',
    revoke: 'app/dns/domain/license/revoke',
} as const;

/** How a licence is read (dataProvider/answers.ts). */
const licenseRecord: RecordSchema<DomainLicense> = row({
    id: numberId,
    domainId: num,
    domain: text,
    fromAccount: text,
    toAccount: text,
    status: num,
    rights: num,
    createTime: text,
    updateTime: text,
});

/** The `domainLicense` resource: the list only (the list's `type` filter picks the side). */
export const domainLicensesApi = defineApi<DomainLicense>({
    record: licenseRecord,
    list: { path: LICENSE_PATHS.list, params: pagingParams },
});

/** What the owner and the receiver can do to a licence. */
export type LicenseAction = 'accept' | 'refuse' | 'revoke';

export const domainLicenseCalls = (http: HttpClient) => ({
    saveDomainLicense: async ({ domainId, account, rights = LICENSE_RIGHTS.records }: NewDomainLicense): Promise<void> => {
        await http.post(LICENSE_PATHS.save, { domainId, account: account.trim(), rights });
    },
    answerDomainLicense: async (id: Identifier, action: LicenseAction): Promise<void> => {
        await http.post(LICENSE_PATHS[action], { id });
    },
});
