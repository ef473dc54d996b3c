import { defineApi } from '../../dataProvider/defineApi';

/** A user-defined line: a name and IP ranges, one "a-b" per line. OWNER: the domain pages work. */
export interface CustomLine {
    id: number;
    name: string;
    content: string;
}

export const customLinesApi = defineApi<CustomLine>({
    list: { path: 'app/dns/GetUserDefindLineList' },
});
