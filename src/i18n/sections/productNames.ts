import type { Shape } from '../shape';

/**
 * The plan, service and order item names the service gives only in Chinese that the console knows: the plan levels,
 * the packs sold per piece and how an order names what it sells. Read by the Chinese text's pattern
 * (src/ui/productName.ts); the Chinese templates write back the service's own text, so a name reads the same in
 * Chinese, and a name no pattern knows is shown as given.
 */
export const productNamesEn = {
    free: 'Free',
    personal: 'Personal',
    professional: 'Professional',
    enterprise: 'Enterprise',
    ultimate: 'Ultimate',
    monthly: '%{name} (monthly)',
    httpdnsPack: 'HTTPDNS pack (%{count} queries)',
    recordPack: 'Record pack (%{count} records)',
    qpsPack: 'QPS pack (%{count} QPS)',
    linePack: 'Custom line pack (%{count} lines)',
    recharge: 'Balance top-up',
    verificationFee: 'Identity verification fee',
    dvCertificate: 'DV SSL certificate',
    freeCertificate: '%{brand} DV free',
    pieces: '%{name} × %{count}',
    withTerm: '%{name} · %{term}',
    renewal: '%{name} renewal · %{term}',
    upgrade: '%{from} upgraded to %{to} · %{term}',
    term: {
        y: '%{smart_count} year |||| %{smart_count} years',
        m: '%{smart_count} month |||| %{smart_count} months',
        d: '%{smart_count} day |||| %{smart_count} days',
    },
};

export const productNamesCn: Shape<typeof productNamesEn> = {
    free: '免费版',
    personal: '个人版',
    professional: '专业版',
    enterprise: '企业版',
    ultimate: '旗舰版',
    monthly: '%{name}（月付）',
    httpdnsPack: 'HTTPDNS %{count}万次解析包',
    recordPack: '记录扩展包（%{count}条）',
    qpsPack: 'QPS 扩展包（%{count} QPS）',
    linePack: '自定义线路扩展包（%{count}条）',
    recharge: '余额充值',
    verificationFee: '实名认证费',
    dvCertificate: 'DV SSL证书',
    freeCertificate: '%{brand} DV 免费版',
    pieces: '%{name} × %{count}',
    withTerm: '%{name} · %{term}',
    renewal: '%{name} 续费 · %{term}',
    upgrade: '%{from} 升级为 %{to} · %{term}',
    term: {
        y: '%{smart_count}年',
        m: '%{smart_count}个月',
        d: '%{smart_count}天',
    },
};
