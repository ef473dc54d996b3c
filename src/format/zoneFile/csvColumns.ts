/**
 * The console's CSV: one header row, then one record a row. Columns (our export writes them in this order, in
 * English; the reader also takes DNSPod's and Alibaba Cloud DNS's Chinese headers, in any order, extra columns
 * ignored):
 *
 * | column | meaning | empty |
 * |---|---|---|
 * | host   | 主机记录, relative to the zone: @, www, *.img | @ |
 * | type   | 记录类型, A AAAA CNAME MX TXT NS SRV CAA HTTPS SVCB TLSA SSHFP NAPTR DS URI LOC SMIMEA CERT XURL URLFWD (PTR in a reverse zone) | refused |
 * | line   | 线路 name: 默认, 电信, a custom line's name | 默认 |
 * | value  | 记录值 as the record editor takes it (TXT plain or quoted strings; SRV "prio weight port target"; CAA, HTTPS and the other types read as fields their presentation text, stored canonical) | refused |
 * | mx     | MX 优先级 0..65535 (MX only; "10 mail.example.com" in value is taken too; "0 ." the null MX) | refused for MX |
 * | weight | 权重 0..100 | none |
 * | ttl    | TTL in seconds | the default TTL |
 * | status | enabled / paused (启用 / 暂停) | enabled |
 * | remark | 备注, at most 200 characters, one line | none (an import keeps the zone's remark) |
 *
 * host, type and value are required columns. Every cell is read as the console's CSV writer wrote it
 * (format/csv.ts readCsvCell): the ' put before a cell that would start a spreadsheet formula is taken off.
 */
export const CSV_COLUMNS = ['host', 'type', 'line', 'value', 'mx', 'weight', 'ttl', 'status', 'remark'] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

const REQUIRED_COLUMNS: readonly CsvColumn[] = ['host', 'type', 'value'];

const ALIASES: Record<string, CsvColumn> = {
    host: 'host',
    name: 'host',
    主机记录: 'host',
    主机: 'host',
    记录: 'host',
    type: 'type',
    记录类型: 'type',
    类型: 'type',
    line: 'line',
    线路: 'line',
    线路类型: 'line',
    解析线路: 'line',
    value: 'value',
    content: 'value',
    记录值: 'value',
    值: 'value',
    mx: 'mx',
    priority: 'mx',
    mx优先级: 'mx',
    优先级: 'mx',
    weight: 'weight',
    权重: 'weight',
    ttl: 'ttl',
    ttl值: 'ttl',
    status: 'status',
    状态: 'status',
    记录状态: 'status',
    remark: 'remark',
    comment: 'remark',
    备注: 'remark',
};

/** A header cell as a column name: case, blanks and a unit in brackets ("TTL（秒）") ignored. */
const columnOf = (header: string): CsvColumn | undefined =>
    ALIASES[
        header
            .replace(/^\uFEFF/, '')
            .replace(/[(（][^)）]*[)）]/g, '')
            .replace(/\s+/g, '')
            .toLowerCase()
    ];

/** The columns of a header row (index -> column), or undefined when a required column is missing. */
export const headerColumns = (row: readonly string[]): Map<CsvColumn, number> | undefined => {
    const columns = new Map<CsvColumn, number>();
    row.forEach((cell, index) => {
        const column = columnOf(cell);
        if (column && !columns.has(column)) columns.set(column, index);
    });
    return REQUIRED_COLUMNS.every(column => columns.has(column)) ? columns : undefined;
};

const ENABLED = ['', 'enabled', 'enable', 'on', '1', '启用', '正常'];
const PAUSED = ['paused', 'pause', 'disabled', 'disable', 'off', '3', '暂停'];

/** The status cell: false (enabled), true (paused), or undefined when unreadable. */
export const pausedOf = (cell: string): boolean | undefined => {
    const text = cell.trim().toLowerCase();
    if (ENABLED.includes(text)) return false;
    return PAUSED.includes(text) ? true : undefined;
};
