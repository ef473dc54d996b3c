import * as v from 'valibot';
import { flag, list, num, numberId, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
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

// How the answers are read (dataProvider/answers.ts).
/** A node of a level: numbers possibly strings, child a count or a 0/1 flag or true/false. */
const line: RecordSchema<Line> = v.pipe(
    row({ id: numberId, name: text, startEnd: text, linetype: num, child: flag }),
    v.transform(({ id, name, startEnd, linetype, child }) => ({ id, name, startEnd, linetype: linetype || LINE_TYPE.official, child: Number(child) || 0 })),
);
const lineArea: RecordSchema<LineArea> = v.pipe(
    row({ code: text, area: text }),
    v.transform(({ code, area }) => ({ code, area })),
);

/** A level as answered (`data`, a list of nodes). */
export const toLines = (data: unknown): Line[] => readAnswer(list(line), data, LINE_PATHS.level);

export const lineCalls = (http: HttpClient) => ({
    /** The children of `parent` (0 = the root level) for a domain (its custom lines included). */
    getLineLevel: async (parent: number, domainId?: number): Promise<Line[]> =>
        toLines((await http.get(LINE_PATHS.level, { parent, domain_id: domainId })).data),
    /** Line codes and areas matching a keyword (a code or an area name; empty: all). */
    lookupLineArea: async (keyword: string): Promise<LineArea[]> =>
        readAnswer(list(lineArea), (await http.get(LINE_PATHS.area, { keyword: keyword.trim() })).data, LINE_PATHS.area),
});

export type LineCalls = ReturnType<typeof lineCalls>;
