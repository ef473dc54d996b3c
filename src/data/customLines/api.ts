import { numberId, optionalText, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, type ListRequest, searchText } from '../../dataProvider/defineApi';
import type { Params } from '../../http/client';

/**
 * A user-defined line: a name and IP ranges, one "a-b" per line (docs/dns-api.md "Lines"). Its ranges are
 * checked by src/validation/lineRanges.ts before sending. The line code <-> area lookup is lineCalls'
 * lookupLineArea (src/data/lines/api.ts).
 */
export interface CustomLine {
    id: number;
    name: string;
    content: string;
    createTime?: string;
}

const CUSTOM_LINE_PATHS = {
    list: 'app/dns/GetUserDefindLineList',
    save: 'app/dns/defindLine/set',
    delete: 'app/dns/defindLine/delete',
} as const;

/** `{name, page, limit}`: the search box (q) searches the name, trimmed. */
export const customLineListParams = ({ page, perPage, filter }: ListRequest): Params => ({
    name: searchText(filter.q ?? filter.name) ?? '',
    page,
    limit: perPage,
});

/** How a line is read (dataProvider/answers.ts). */
const customLineRecord: RecordSchema<CustomLine> = row({ id: numberId, name: text, content: text, createTime: optionalText });

export const customLinesApi = defineApi<CustomLine>({
    record: customLineRecord,
    list: { path: CUSTOM_LINE_PATHS.list, params: customLineListParams },
    save: {
        path: CUSTOM_LINE_PATHS.save,
        params: line => ({ id: Number(line.id ?? 0), name: searchText(line.name) ?? '', content: line.content ?? '' }),
    },
    delete: { path: CUSTOM_LINE_PATHS.delete },
});
