import type { Shape } from '../shape';

/** The zone checks of a change set (src/zone/checks.ts): the zone as a whole, the plan's limits, a record changed since. */
export const zoneChecksEn = {
    soa: 'The SOA record is managed by the DNS service',
    apexNs: "The zone's own NS records are managed by the DNS service",
    cnameSelf: 'A CNAME cannot point to its own name (%{name})',
    nullMxAlone: 'A null MX (priority 0, value "."; the domain takes no mail) stands alone: %{name} has other MX records on this line',
    cnameLoop: 'These CNAMEs make a loop: %{chain}',
    belowDelegation: '%{record} lies below %{cut}, which is delegated to other name servers (NS): it will never be answered',
    delegationHides: 'NS on %{cut} hands that name to other name servers: the records at or below it will no longer be answered (%{count})',
    planType: 'Your plan (%{plan}) does not include %{type} records',
    planLine: 'Your plan (%{plan}) does not include the line %{line}',
    planTtl: 'Your plan (%{plan}) allows a TTL of at least %{min} seconds',
    planRecords: 'Your plan (%{plan}) holds at most %{limit} records in a zone; this zone has %{count}',
    unknownLine: 'The line %{line} does not exist',
    missing: 'The record no longer exists: %{record}',
    changedSince: 'The record was changed since it was read: %{record}',
};

export const zoneChecksCn: Shape<typeof zoneChecksEn> = {
    soa: 'SOA 记录由 DNS 服务管理',
    apexNs: '域名自身的 NS 记录由 DNS 服务管理',
    cnameSelf: 'CNAME 记录不能指向自身（%{name}）',
    nullMxAlone: '空MX（优先级 0、记录值“.”，表示不接收邮件）须单独存在：%{name} 在该线路上还有其他MX记录',
    cnameLoop: '这些 CNAME 记录形成循环：%{chain}',
    belowDelegation: '%{record} 位于已委派给其他 DNS 服务器（NS）的 %{cut} 之下，不会被解析',
    delegationHides: '%{cut} 的 NS 记录把该名称委派给其他 DNS 服务器：其下的 %{count} 条记录将不再被解析',
    planType: '当前套餐（%{plan}）不支持 %{type} 记录',
    planLine: '当前套餐（%{plan}）不支持线路：%{line}',
    planTtl: '当前套餐（%{plan}）的 TTL 最小为 %{min} 秒',
    planRecords: '当前套餐（%{plan}）每个域名最多 %{limit} 条记录，该域名已有 %{count} 条',
    unknownLine: '线路不存在：%{line}',
    missing: '记录不存在：%{record}',
    changedSince: '记录已被修改，请刷新后重试：%{record}',
};
