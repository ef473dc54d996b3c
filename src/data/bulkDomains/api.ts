import { flag, list, nested, optionalNum, optionalText, readAnswer, row, text } from '../../dataProvider/answers';
import { isSuccess, type HttpClient } from '../../http/client';
import type { BulkItemResult } from '../bulkJobs/types';

/** Domains per chunk call; the server takes at most BULK_DOMAIN_CALL_MAX per call. */
export const BULK_DOMAIN_CHUNK = 50;
export const BULK_DOMAIN_CALL_MAX = 100;

export const BULK_DOMAIN_PATHS = {
    add: 'app/dns/batch/add/domain',
    retrieve: 'app/dns/batch/retrieve/domain',
    verify: 'app/dns/batch/retrieve/verify',
} as const;

/** One domain's answer in a bulk domain call: code 1 done, anything else refused with msg. */
interface WireItem {
    item: string;
    code?: number | string;
    msg?: string;
    id?: number;
    host?: string;
    value?: string;
}

/** The TXT record that proves control of a domain another account holds. */
export interface RetrieveChallenge {
    domain: string;
    /** Present when the server issued a challenge. */
    host?: string;
    value?: string;
    /** Set when the server refused the domain (nobody holds it, bad name...). */
    refusal?: string;
}

/** How a chunk's answer is read (dataProvider/answers.ts): the items done whatever it holds, what it says of each as far as it can be read. */
const chunkAnswer = nested({
    list: list<WireItem>(row({ item: text, code: flag, msg: optionalText, id: optionalNum, host: optionalText, value: optionalText })),
});

const toResult = (wire: WireItem): BulkItemResult => ({
    item: wire.item,
    ok: isSuccess(wire.code),
    ...(isSuccess(wire.code) ? {} : { msg: wire.msg ?? '' }),
    ...(wire.id === undefined ? {} : { extra: { id: wire.id } }),
});

/** Answers in item order: the server's row per domain, matched by name (letter case ignored). */
const inOrder = (domains: readonly string[], items: readonly WireItem[]): WireItem[] => {
    const byName = new Map(items.map(row => [row.item.toLowerCase(), row]));
    return domains.map(domain => byName.get(domain.toLowerCase()) ?? { item: domain, code: -1, msg: 'bulkJobs.report.noAnswer' });
};

/** Bulk domain calls (all designed, docs/dns-api.md "Bulk work"). */
export const bulkDomainCalls = (http: HttpClient) => ({
    /** designed: POST app/dns/batch/add/domain {jobId, domains (newline-joined), groupId (0 = none)} -> data.list [{item, code, msg, id}]. */
    addBulkDomains: async ({ jobId, domains, groupId }: { jobId: number; domains: readonly string[]; groupId?: number }): Promise<BulkItemResult[]> => {
        const json = await http.post(BULK_DOMAIN_PATHS.add, { jobId, domains: domains.join('\n'), groupId: groupId ?? 0 });
        return inOrder(domains, readAnswer(chunkAnswer, json.data, BULK_DOMAIN_PATHS.add).list).map(toResult);
    },
    /** designed: POST app/dns/batch/retrieve/domain {domains (newline-joined)} -> data.list [{item, code, msg, host, value}] (no job). */
    getRetrieveChallenges: async (domains: readonly string[]): Promise<RetrieveChallenge[]> => {
        const json = await http.post(BULK_DOMAIN_PATHS.retrieve, { domains: domains.join('\n') });
        return inOrder(domains, readAnswer(chunkAnswer, json.data, BULK_DOMAIN_PATHS.retrieve).list).map((wire, index) =>
            isSuccess(wire.code)
                ? { domain: domains[index], host: wire.host ?? '', value: wire.value ?? '' }
                : { domain: domains[index], refusal: wire.msg ?? '' },
        );
    },
    /** designed: POST app/dns/batch/retrieve/verify {jobId, domains (newline-joined)} -> data.list [{item, code, msg}]; verified domains move to the user. */
    verifyRetrieve: async ({ jobId, domains }: { jobId: number; domains: readonly string[] }): Promise<BulkItemResult[]> => {
        const json = await http.post(BULK_DOMAIN_PATHS.verify, { jobId, domains: domains.join('\n') });
        return inOrder(domains, readAnswer(chunkAnswer, json.data, BULK_DOMAIN_PATHS.verify).list).map(toResult);
    },
});
