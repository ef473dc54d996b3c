import { defineApi } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';

/** A DNS record as app/dns/record/list answers it, with react-admin's id = record_id. OWNER: the record table work. */
export interface DnsRecord {
    id: number;
    record_id: number;
    top: string;
    record_type: string;
    value: string;
    weight?: string | number;
    mx?: string | number;
    ttl: string | number;
    record_line?: string;
    record_line_id?: string | number;
    record_line_name?: string;
    /** 1 official line, 2 custom line. */
    linetype?: number;
    /** 1 on, 3 paused, 2 hidden. */
    status: number;
}

export const recordsApi = defineApi<DnsRecord>({
    list: { path: 'app/dns/record/list' },
});

export const recordCalls = (_http: HttpClient) => ({});
