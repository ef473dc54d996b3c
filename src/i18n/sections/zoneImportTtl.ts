import type { Shape } from '../shape';

/** The zone import preview's TTL notes: TTLs the zone does not take, and TTLs the file took from its SOA. */
export const zoneImportTtlEn = {
    outside: '%{count} records have a TTL this zone does not take (it takes %{min} to %{max} seconds).',
    useNearest: 'Use the nearest allowed TTL',
    nearestUsed: '%{count} records take the nearest allowed TTL (%{min} to %{max} seconds) instead of their own.',
    keepOwn: 'Keep their own TTL',
    fromSoa: 'The file has no $TTL: %{count} records take the SOA minimum, %{ttl} seconds (line %{line}), as BIND reads it.',
    defaulted: 'The file gives no TTL ($TTL, SOA or a TTL before them): %{count} records take the default TTL, %{ttl} seconds.',
};

export const zoneImportTtlCn: Shape<typeof zoneImportTtlEn> = {
    outside: '%{count} 条记录的 TTL 超出该域名允许的范围（%{min} 到 %{max} 秒）。',
    useNearest: '使用最接近的允许值',
    nearestUsed: '%{count} 条记录改用最接近的允许 TTL（%{min} 到 %{max} 秒），而不是文件中的值。',
    keepOwn: '保留文件中的 TTL',
    fromSoa: '文件没有 $TTL：%{count} 条记录使用 SOA 的最小值 %{ttl} 秒（第 %{line} 行），与 BIND 的读法一致。',
    defaulted: '文件没有给出 TTL（没有 $TTL、SOA，此前的记录也没有写明 TTL）：%{count} 条记录使用默认 TTL %{ttl} 秒。',
};
