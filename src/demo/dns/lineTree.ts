import { DEFAULT_LINE_ID } from '../../validation/records';

/**
 * The resolution line tree: a constant of the product, not of the database. Every line has a unique numeric
 * id and a unique code `startEnd` ("a-b"); a child's code range lies inside its parent's. The user's custom
 * lines hang under 自定义线路 (linetype 2); they live in the database (customLines) with ids from
 * CUSTOM_LINE_ID_BASE up, so a record's line id says by itself whether the line is official or custom.
 */
interface LineNode {
    id: number;
    name: string;
    startEnd: string;
    /** 1 official, 2 custom. */
    linetype: 1 | 2;
    /** 0 for the root level. */
    parent: number;
}

// the default line's id is the console's (record validation): one fact, re-exported for the demo's modules
export { DEFAULT_LINE_ID };
const DEFAULT_LINE_CODE = '100000000-999999999';
/** Custom lines take ids from here up (official lines stay far below). */
export const CUSTOM_LINE_ID_BASE = 10001;

const PROVINCES = [
    '北京',
    '天津',
    '河北',
    '山西',
    '内蒙古',
    '辽宁',
    '吉林',
    '黑龙江',
    '上海',
    '江苏',
    '浙江',
    '安徽',
    '福建',
    '江西',
    '山东',
    '河南',
    '湖北',
    '湖南',
    '广东',
    '广西',
    '海南',
    '重庆',
    '四川',
    '贵州',
    '云南',
    '西藏',
    '陕西',
    '甘肃',
    '青海',
    '宁夏',
    '新疆',
];
const REGIONS = [...PROVINCES, '香港', '澳门', '台湾'];
const ISPS = ['电信', '联通', '移动', '教育网', '铁通', '广电'];
const CONTINENTS: Array<[string, string[]]> = [
    ['亚洲', ['日本', '韩国', '新加坡', '印度', '泰国', '马来西亚']],
    ['欧洲', ['德国', '英国', '法国', '荷兰', '俄罗斯']],
    ['北美洲', ['美国', '加拿大', '墨西哥']],
    ['南美洲', ['巴西', '阿根廷', '智利']],
    ['大洋洲', ['澳大利亚', '新西兰']],
    ['非洲', ['南非', '埃及', '尼日利亚']],
];
const SEARCH_ENGINES = ['百度', '谷歌', '必应', '搜狗', '360'];

const build = (): LineNode[] => {
    const lines: LineNode[] = [{ id: DEFAULT_LINE_ID, name: '默认', startEnd: DEFAULT_LINE_CODE, linetype: 1, parent: 0 }];
    const add = (name: string, start: number, size: number, parent: number, linetype: 1 | 2 = 1): number => {
        const id = lines.length + 1;
        lines.push({ id, name, startEnd: `${start}-${start + size - 1}`, linetype, parent });
        return id;
    };
    const tops: Array<[string, (id: number, start: number) => void]> = [
        ...ISPS.map((isp): [string, (id: number, start: number) => void] => [
            isp,
            (id, start) => PROVINCES.forEach((province, index) => add(`${isp}_${province}`, start + (index + 1) * 100_000, 100_000, id)),
        ]),
        ['境内', (id, start) => REGIONS.forEach((region, index) => add(region, start + (index + 1) * 100_000, 100_000, id))],
        [
            '境外',
            (id, start) =>
                CONTINENTS.forEach(([continent, countries], index) => {
                    const childStart = start + (index + 1) * 100_000;
                    const child = add(continent, childStart, 100_000, id);
                    countries.forEach((country, k) => add(country, childStart + (k + 1) * 1_000, 1_000, child));
                }),
        ],
        ['搜索引擎', (id, start) => SEARCH_ENGINES.forEach((engine, index) => add(engine, start + (index + 1) * 100_000, 100_000, id))],
    ];
    tops.forEach(([name, children], index) => {
        const start = 100_000_000 + (index + 1) * 10_000_000;
        children(add(name, start, 10_000_000, 0), start);
    });
    return lines;
};

/** Every official line, parents before their children. */
export const LINES: readonly LineNode[] = build();

/** 自定义线路: the root-level node whose children are the user's custom lines. */
export const CUSTOM_ROOT: LineNode = {
    id: LINES.length + 1,
    name: '自定义线路',
    startEnd: `${100_000_000 + 11 * 10_000_000}-${100_000_000 + 12 * 10_000_000 - 1}`,
    linetype: 2,
    parent: 0,
};

const byId = new Map<number, LineNode>([...LINES, CUSTOM_ROOT].map(line => [line.id, line]));
const byCode = new Map<string, LineNode>(LINES.map(line => [line.startEnd, line]));
const byName = new Map<string, LineNode>();
for (const line of LINES) if (!byName.has(line.name)) byName.set(line.name, line);
const children = new Map<number, LineNode[]>();
for (const line of [...LINES, CUSTOM_ROOT]) children.set(line.parent, [...(children.get(line.parent) ?? []), line]);

export const officialLine = (id: number): LineNode | undefined => byId.get(id);
export const officialLineByCode = (code: string): LineNode | undefined => byCode.get(code);
export const officialLineByName = (name: string): LineNode | undefined => byName.get(name);
/** The official children of a node (0 = the root level, which ends with 自定义线路). */
export const officialChildren = (parent: number): readonly LineNode[] => children.get(parent) ?? [];

export const isCustomLineId = (id: number): boolean => id >= CUSTOM_LINE_ID_BASE;
/** A custom line's code: unique, inside the 自定义线路 range. */
export const customLineCode = (id: number): string => {
    const code = 100_000_000 + 11 * 10_000_000 + id;
    return `${code}-${code}`;
};
