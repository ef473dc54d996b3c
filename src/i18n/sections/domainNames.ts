import type { Shape } from '../shape';

/**
 * Domain names as people type them (validation/typedDomain.ts): the add dialog's and the bulk add's notes,
 * refusals and the sub-zone warning. English and Chinese side by side (keys are `domainNames.xxx`).
 */
export const domainNamesEn = {
    unknownSuffix: '“.%{suffix}” is not a top-level domain: check how the name ends (as in example.com or example.cn)',
    publicSuffix: '%{suffix} is a public suffix, under which names are registered: enter a registered name, such as example.%{suffix}',
    removed: 'Will add %{name}: left out %{removed}.',
    stored: 'Stored as %{ascii}.',
    separator: ', ',
    subdomain:
        "%{name} is under %{parent}, which is already in your account. It can be a zone of its own, but it only answers once %{parent} delegates it: add NS records for %{label} in %{parent} that name this zone's name servers.",
    list: {
        format: 'Line %{n} is not a domain name: %{text}',
        unknownSuffix: 'Line %{n} does not end in a known top-level domain: %{text}',
        publicSuffix: 'Line %{n} is a public suffix, not a domain: %{text}',
        duplicate: 'Line %{n} names the same domain as line %{other}: %{text}',
        tooMany: 'At most %{max} domains at a time',
        read: 'Line %{line}: %{note}',
        more: 'and %{smart_count} more line |||| and %{smart_count} more lines',
    },
};

export const domainNamesCn: Shape<typeof domainNamesEn> = {
    unknownSuffix: '“.%{suffix}”不是有效的顶级域名，请检查域名后缀（如 example.com、example.cn）',
    publicSuffix: '%{suffix} 是公共后缀（在其下注册域名），不能作为域名添加，请输入注册的域名，如 example.%{suffix}',
    removed: '将添加 %{name}，已去掉 %{removed}。',
    stored: '以 %{ascii} 保存。',
    separator: '、',
    subdomain:
        '%{name} 是账号中已有域名 %{parent} 的子域名。它可以作为独立的域名添加，但要在 %{parent} 中为 %{label} 添加指向本域名 DNS 服务器的 NS 记录（子域委派）后才能生效。',
    list: {
        format: '第 %{n} 行域名格式不正确：%{text}',
        unknownSuffix: '第 %{n} 行的域名后缀不是有效的顶级域名：%{text}',
        publicSuffix: '第 %{n} 行是公共后缀，不能作为域名添加：%{text}',
        duplicate: '第 %{n} 行与第 %{other} 行是同一个域名：%{text}',
        tooMany: '一次最多添加 %{max} 个域名',
        read: '第 %{line} 行：%{note}',
        more: '另有 %{smart_count} 行',
    },
};
