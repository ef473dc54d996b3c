import { LICENSE_RIGHTS } from '../../data/domainLicenses/rights';
import { daysBefore } from '../time';

/** A domain's management shared with another account (owned by the domain licence work). */
export interface DemoDomainLicense {
    id: number;
    domainId: number;
    domain: string;
    /** The owner who shares it. */
    fromUserId: number;
    /** The account it is shared with. */
    toUserId: number;
    /** 0 pending, 1 accepted, 2 refused, 3 revoked. */
    status: number;
    /** LICENSE_RIGHTS: 1 view, 2 view and change records. */
    rights: number;
    createTime: string;
    updateTime: string;
}

type Seed = [domainId: number, domain: string, from: number, to: number, status: number, daysAgo: number, answeredDaysAgo: number, rights: number];

const { view, records } = LICENSE_RIGHTS;

// the DNS seed's fixed domains (src/demo/dns/seedDns.ts): user 1 owns ids 1-300 (3 example.org,
// 4 dnsconsole-demo.cn, 5 huaxia-keji.com.cn), user 2 owns 301 lisi-studio.com, 302 weekend-photo.net, 303 mybakery.cn
const SEEDS: Seed[] = [
    [4, 'dnsconsole-demo.cn', 1, 2, 1, 30, 29, records],
    [5, 'huaxia-keji.com.cn', 1, 2, 0, 2, 2, view],
    [3, 'example.org', 1, 2, 3, 45, 20, records],
    [301, 'lisi-studio.com', 2, 1, 0, 1, 1, view],
    [302, 'weekend-photo.net', 2, 1, 1, 5, 4.5, records],
    [303, 'mybakery.cn', 2, 1, 2, 6, 5.8, records],
];

/** The seeded licences: a few each way between the two demo users, in every state. */
export const seedDomainLicenses = (at: Date): DemoDomainLicense[] =>
    SEEDS.map(([domainId, domain, fromUserId, toUserId, status, daysAgo, answeredDaysAgo, rights], index) => ({
        id: index + 1,
        domainId,
        domain,
        fromUserId,
        toUserId,
        status,
        rights,
        createTime: daysBefore(at, daysAgo),
        updateTime: daysBefore(at, answeredDaysAgo),
    }));
