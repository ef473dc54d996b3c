import type { Shape } from '../shape';

/**
 * The zone-file readers' messages (src/format/zoneFile): why a line of an imported file was refused or skipped.
 * A refusal's `reason` is one of these keys (zoneFile.*) or a record check's (recordChecks.*), with its args.
 */
export const zoneFileEn = {
    format: { csv: 'CSV', bind: 'BIND zone file' },
    parens: 'Unbalanced parentheses: a "(" is not closed, or a ")" has no "("',
    quotes: 'A quoted string is not closed on its line',
    escape: '%{escape} is not a byte: a decimal escape is a backslash and three digits, \\000 to \\255',
    escapedDot: 'A dot inside a label (\\.) cannot be held: the console reads every dot of a name as a separator. Rename the record or leave it out',
    include: "$INCLUDE is not supported: paste the included file's records into this file",
    directive: 'Unknown directive %{name}',
    directiveArgument: '%{name} takes exactly one value',
    ttlFormat: 'TTL "%{value}" is not a number of seconds (or a BIND duration such as 1h or 2d)',
    noOwner: 'The first record has no name (the line starts with a blank)',
    class: 'Class %{class} is not supported: only IN records can be imported',
    noType: 'The record type is missing',
    otherZone: '%{name} is a record of another zone, not of %{zone}',
    unknownType: 'Record type %{type} is not supported',
    typeNotOffered: 'Record type %{type} is not offered for this zone',
    rdata: 'A %{type} record takes %{expected} value fields, this line has %{found}',
    rdataTxt: 'A TXT record needs at least one string',
    duplicate: 'The same record is already on line %{first}',
    csvHeader: 'The CSV header row is missing: the first row must name the columns host, type and value (主机记录, 记录类型, 记录值)',
    csvStatus: 'Status "%{value}" is not enabled or paused',
    badZoneName: 'the domain name is not valid, so no zone file can be written for it',
};

export const zoneFileCn: Shape<typeof zoneFileEn> = {
    format: { csv: 'CSV', bind: 'BIND 区域文件' },
    parens: '括号不成对：有未闭合的“(”，或多余的“)”',
    quotes: '引号字符串在本行内没有闭合',
    escape: '%{escape} 不是一个字节：十进制转义为反斜杠加三位数字，\\000 到 \\255',
    escapedDot: '无法保存标签内的点（\\.）：控制台把名称中的每个点都视为分隔符。请改名或不导入该记录',
    include: '不支持 $INCLUDE：请把被包含文件中的记录粘贴到本文件中',
    directive: '不支持的指令 %{name}',
    directiveArgument: '%{name} 需要且只能有一个值',
    ttlFormat: 'TTL “%{value}” 不是秒数（或 1h、2d 这样的 BIND 时长）',
    noOwner: '第一条记录缺少主机名（行首为空白）',
    class: '不支持 %{class} 类记录：只能导入 IN 类记录',
    noType: '缺少记录类型',
    otherZone: '%{name} 是其他域名的记录，不属于 %{zone}',
    unknownType: '不支持的记录类型 %{type}',
    typeNotOffered: '该域名不支持 %{type} 类型的记录',
    rdata: '%{type} 记录需要 %{expected} 个值字段，本行有 %{found} 个',
    rdataTxt: 'TXT 记录至少需要一个字符串',
    duplicate: '与第 %{first} 行的记录重复',
    csvHeader: '缺少 CSV 表头：第一行须列出 host、type、value（主机记录、记录类型、记录值）等列名',
    csvStatus: '状态“%{value}”无法识别，应为 enabled（启用）或 paused（暂停）',
    badZoneName: '域名格式不正确，无法为其写出区域文件',
};
