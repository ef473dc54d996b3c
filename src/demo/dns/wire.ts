import type { DemoConsume, DemoDb, DemoDomain } from '../model';

/** The plan shown beside a domain: the one bound to it that is in use, else the latest expired one. */
const boundConsume = (db: DemoDb, domainId: number): DemoConsume | undefined => {
    let found: DemoConsume | undefined;
    for (const consume of db.consumes) {
        if (consume.domainId !== domainId || (consume.mode !== 1 && consume.mode !== 3)) continue;
        if (!found || (found.mode !== 1 && consume.mode === 1)) found = consume;
    }
    return found;
};

/** A domain as the list and info calls answer it (docs/dns-api.md "Domains"). */
export const toWireDomain = (db: DemoDb, domain: DemoDomain): Record<string, unknown> => {
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
    };
};
