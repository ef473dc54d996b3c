import { formatDateTime } from '../time';
import { acceptedLicence, accountName, userById } from './access';
import { lineById } from './lines';
import type { DemoConsume, DemoDb, DemoDomain, StoredRecord } from '../model';

/** The plan shown beside a domain: the one bound to it that is in use, else the latest expired one. */
const boundConsume = (db: DemoDb, domainId: number): DemoConsume | undefined => {
    let found: DemoConsume | undefined;
    for (const consume of db.consumes) {
        if (consume.domainId !== domainId || (consume.mode !== 1 && consume.mode !== 3)) continue;
        if (!found || (found.mode !== 1 && consume.mode === 1)) found = consume;
    }
    return found;
};

/** What a receiver is told of a domain shared with them: isShare 1, the owner's account and the licence's rights. */
const sharedFields = (db: DemoDb, domain: DemoDomain, viewer: number | undefined) => {
    const licence = viewer === undefined || viewer === domain.userId ? undefined : acceptedLicence(db, viewer, domain.id);
    return licence ? { isShare: 1, shareFrom: accountName(userById(db, licence.fromUserId)), shareRights: licence.rights } : {};
};

/** A domain as the list and info calls answer it to `viewer` (docs/dns-api.md "Domains"). */
export const toWireDomain = (db: DemoDb, domain: DemoDomain, viewer?: number): Record<string, unknown> => {
    const consume = boundConsume(db, domain.id);
    return {
        id: domain.id,
        domain: domain.domain,
        status: domain.status,
        whoisStatus: domain.whoisStatus,
        ckTime: domain.ckTime,
        nsRecords: domain.nsRecords,
        errorInfo: domain.errorInfo,
        recordCount: domain.recordCount,
        remarks: domain.remarks,
        isTopDomain: 1,
        isShare: 0,
        locked: domain.locked,
        userid: domain.userId,
        createTime: domain.createTime,
        ...(consume
            ? {
                  consume: {
                      product: { productName: consume.productName, productUnitPrice: consume.productUnitPrice, productUnit: consume.productUnit },
                      consume: { id: consume.id, effectStartTime: consume.effectStartTime, effectEndTime: consume.effectEndTime },
                  },
              }
            : {}),
        ...sharedFields(db, domain, viewer),
    };
};

/** A stored record with the wire names (docs/dns-api.md "Records"). */
export const toWireRecord = (db: DemoDb, userId: number, record: StoredRecord) => {
    const line = lineById(db, userId, record.l);
    return {
        record_id: record.i,
        top: record.h,
        record_type: record.t,
        value: record.v,
        weight: record.w ?? 1,
        mx: record.m ?? 0,
        ttl: record.ttl,
        record_line: line?.code ?? '',
        record_line_id: record.l,
        record_line_name: line?.name ?? '',
        linetype: line?.linetype ?? 1,
        status: record.s,
        updateTime: formatDateTime(new Date(record.u * 1000)),
        remark: record.r ?? '',
    };
};

/** One-line description for the operation log: "www A 默认 1.2.3.4". */
export const describeRecord = (db: DemoDb, userId: number, record: StoredRecord) =>
    `${record.h} ${record.t} ${lineById(db, userId, record.l)?.name ?? ''} ${record.v}`;
