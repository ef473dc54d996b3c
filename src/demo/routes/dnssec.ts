import { logOperation, ownDomain } from '../dns/access';
import { DS_SEEN_AT_CHECK, dnssecOf, toWireDnssec } from '../dns/dnssec';
import { dsOf, generateZoneKey } from '../dns/dnssecKeys';
import { DemoError, ok, route } from '../http';
import { now } from '../time';

/** DNSSEC per zone (docs/dns-api.md "DNSSEC"): every call answers the zone's state afterwards. */
export const dnssecRoutes = [
    route.userGet('app/dns/domain/dnssec/info', context => ok({ data: toWireDnssec(dnssecOf(context.db, ownDomain(context, context.input, ['id']).id)) })),

    // enabling twice keeps the first key: a second key would make the DS already given to the registrar wrong
    route.userPost('app/dns/domain/dnssec/enable', async context => {
        const domain = ownDomain(context, context.input, ['id']);
        const current = dnssecOf(context.db, domain.id);
        if (current) return ok({ data: toWireDnssec(current) });
        const key = await generateZoneKey();
        const zone = { domainId: domain.id, key, ds: await dsOf(domain.domain, key), enabledTime: now(), checkTime: '', checks: 0, dsSeen: false };
        context.db.dnssec.push(zone);
        logOperation(context, domain, '开启DNSSEC', `密钥标签 ${key.keyTag}，算法 ${key.algorithm}`);
        return ok({ data: toWireDnssec(zone) });
    }),

    route.userPost('app/dns/domain/dnssec/check', context => {
        const domain = ownDomain(context, context.input, ['id']);
        const zone = dnssecOf(context.db, domain.id);
        if (!zone) throw new DemoError('该域名未开启DNSSEC');
        zone.checks += 1;
        zone.checkTime = now();
        zone.dsSeen ||= zone.checks >= DS_SEEN_AT_CHECK;
        return ok({ data: toWireDnssec(zone) });
    }),

    route.userPost('app/dns/domain/dnssec/disable', context => {
        const domain = ownDomain(context, context.input, ['id']);
        const zone = dnssecOf(context.db, domain.id);
        if (zone) {
            context.db.dnssec = context.db.dnssec.filter(other => other !== zone);
            logOperation(context, domain, '关闭DNSSEC', `密钥标签 ${zone.key.keyTag}`);
        }
        return ok({ data: toWireDnssec(undefined) });
    }),
];
