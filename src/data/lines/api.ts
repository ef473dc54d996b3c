import type { HttpClient } from '../../http/client';

/**
 * The resolution line tree (docs/dns-api.md "Lines"), read a level at a time, and the code/area lookup.
 */
const LINE_PATHS = {
    level: 'app/dns/line/list',
    area: 'app/common/query/line/code/area',
} as const;

/** A line's linetype: an official line, or one of the user's custom lines (and their root group, 自定义线路). */
export const LINE_TYPE = { official: 1, custom: 2 } as const;

/** One node of a level (GET app/dns/line/list?parent=). */
export interface Line {
    id: number;
    name: string;
    /** The line code, e.g. "100000000-999999999" for 默认. */
    startEnd: string;
    /** LINE_TYPE: 1 official, 2 custom. */
    linetype: number;
    /** How many children it has (0: a leaf). */
    child: number;
}

/** A line code and the area it names (GET app/common/query/line/code/area). */
interface LineArea {
    code: string;
    area: string;
}

/** The parent id of the root level. */
export const ROOT_LINE_PARENT = 0;

const rows = (data: unknown): Array<Record<string, unknown>> =>
    (Array.isArray(data) ? data : []).filter((row): row is Record<string, unknown> => !!row && typeof row === 'object');

/** A level as answered, numbers possibly strings, child a count or a 0/1 flag or true/false. */
export const toLines = (data: unknown): Line[] =>
    rows(data).map(row => ({
        id: Number(row.id),
        name: String(row.name ?? ''),
        startEnd: String(row.startEnd ?? ''),
        linetype: Number(row.linetype ?? LINE_TYPE.official) || LINE_TYPE.official,
        child: row.child === true ? 1 : Number(row.child) || 0,
    }));

const toLineAreas = (data: unknown): LineArea[] => rows(data).map(row => ({ code: String(row.code ?? ''), area: String(row.area ?? '') }));

export const lineCalls = (http: HttpClient) => ({
    /** The children of `parent` (0 = the root level) for a domain (its custom lines included). */
    getLineLevel: async (parent: number, domainId?: number): Promise<Line[]> =>
        toLines((await http.get(LINE_PATHS.level, { parent, domain_id: domainId })).data),
    /** Line codes and areas matching a keyword (a code or an area name; empty: all). */
    lookupLineArea: async (keyword: string): Promise<LineArea[]> => toLineAreas((await http.get(LINE_PATHS.area, { keyword: keyword.trim() })).data),
});

export type LineCalls = ReturnType<typeof lineCalls>;
