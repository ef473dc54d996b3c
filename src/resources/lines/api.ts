import type { HttpClient } from '../../http/client';

/** One level of the resolution line tree (GET app/dns/line/list?parent=). OWNER: the record checks work. */
export interface Line {
    id: number;
    name: string;
    /** The line code, e.g. "100000000-999999999" for 默认. */
    startEnd: string;
    /** 1 official, 2 custom. */
    linetype: number;
    /** Whether it has children (number of children or a 0/1 flag). */
    child?: number | boolean;
}

export const lineCalls = (_http: HttpClient) => ({});
