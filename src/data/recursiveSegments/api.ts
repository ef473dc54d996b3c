import type { Identifier } from 'react-admin';
import { defineApi } from '../../dataProvider/defineApi';
import type { Envelope, HttpClient } from '../../http/client';
// from constants, not format/ip: the declaration must not pull ip-num into the first download
import { IPV4_MAX } from '../../config/constants';
import type { RecursiveSegment, RecursiveStatus, SegmentType } from './types';

/**
 * Recursive DNS (admin), SPEC section 7 and API-NOTES "Recursive DNS (admin)". All three calls are POST JSON;
 * `mode` picks what a call is about: 1 = recursion switch (+ root IPs), 6 = forwarding switch, 2 = segments.
 */
const RECURSIVE_PATHS = {
    get: 'sys/dns/recursive/GetDnsRecursive/detail',
    save: 'sys/dns/recursive/saveDnsRecursive/detail',
    delete: 'sys/dns/recursive/deleteDnsRecursive/detail',
} as const;

const MODE = { recursion: 1, segments: 2, forwarding: 6 } as const;

/** Switch values travel as 0/1, numbers or numeric strings. */
export const toFlag = (value: unknown): 0 | 1 => (Number(value) === 1 ? 1 : 0);

const toRootIps = (value: unknown): string[] => {
    const items = Array.isArray(value) ? value : String(value ?? '').split(',');
    return items.map(item => String(item).trim()).filter(Boolean);
};

/** A row as the server sends it: numbers may arrive as strings, `type` may be missing on old rows. */
const toSegment = (row: Record<string, unknown>): RecursiveSegment => {
    const sourceIpS = Number(row.sourceIpS ?? 0);
    const sourceIpE = Number(row.sourceIpE ?? 0);
    const fullRange = sourceIpS === 0 && sourceIpE === IPV4_MAX;
    const type: SegmentType = Number(row.type) === 2 || (row.type == null && fullRange) ? 2 : 1;
    return {
        id: row.id as Identifier,
        sourceIpS,
        sourceIpE,
        remark: String(row.remark ?? ''),
        createTime: String(row.createTime ?? ''),
        mode: Number(row.mode ?? MODE.segments),
        type,
    };
};

interface RecursiveData {
    list?: Record<string, unknown>[];
    totalCount?: number | string;
    status?: Record<string, unknown>;
}

export const recursiveSegmentsApi = defineApi<RecursiveSegment>({
    list: {
        path: RECURSIVE_PATHS.get,
        params: ({ page, perPage, filter }) => ({
            mode: MODE.segments,
            page,
            limit: perPage,
            remark: String(filter.q ?? filter.remark ?? '').trim(),
        }),
        result: json => {
            const data = (json.data ?? {}) as RecursiveData;
            const list = data.list ?? [];
            return { data: list.map(toSegment), total: Number(data.totalCount ?? list.length) };
        },
    },
    save: {
        path: RECURSIVE_PATHS.save,
        // `id` is left out when creating (JSON drops undefined): the backend inserts when it has no id.
        params: segment => ({
            mode: MODE.segments,
            id: segment.id,
            sourceIpS: segment.sourceIpS,
            sourceIpE: segment.sourceIpE,
            remark: segment.remark,
            type: segment.type,
        }),
        // The save answer carries no record: keep what was sent, with the server's id when it gives one.
        result: (json, sent) => {
            const given = (json.data as { id?: Identifier } | undefined)?.id ?? (json.id as Identifier | undefined);
            return toSegment({ ...sent, id: sent.id ?? given ?? `${sent.sourceIpS}-${sent.sourceIpE}` });
        },
    },
    delete: {
        path: RECURSIVE_PATHS.delete,
        params: (ids: Identifier[]) => ({ ids: ids.join(',') }),
    },
});

/** `status` sits in data.status per SPEC; a top-level `status` is read when data has none (API-NOTES). */
export const readRecursiveStatus = (json: Envelope): RecursiveStatus => {
    const data = (json.data ?? {}) as RecursiveData;
    const status = (data.status ?? json.status ?? {}) as Record<string, unknown>;
    return {
        recursiveEnable: toFlag(status.recursive_enable) === 1,
        forwardEnable: toFlag(status.forward_enable) === 1,
        rootIps: toRootIps(status.recursive_root_ips),
    };
};

/**
 * The page's non-CRUD calls, spread into the admin dataProvider.
 *
 * Choice (SPEC: "mode 1 or 6 with targetValue and rootIps"): mode 1 carries both the recursion switch and the
 * root IPs, so every mode 1 save sends both, the part not being changed read fresh from the server. That is
 * right whether the backend overwrites both fields or only the ones present. To send only the changed part,
 * edit `saveMode1` alone.
 */
export const recursiveCalls = (http: HttpClient) => {
    const getRecursiveStatus = async (): Promise<RecursiveStatus> =>
        readRecursiveStatus(await http.post(RECURSIVE_PATHS.get, { mode: MODE.segments, page: 1, limit: 1, remark: '' }));

    const saveMode1 = async (change: { recursiveEnable?: boolean; rootIps?: string[] }): Promise<void> => {
        const current = await getRecursiveStatus();
        const recursiveEnable = change.recursiveEnable ?? current.recursiveEnable;
        const rootIps = change.rootIps ?? current.rootIps;
        await http.post(RECURSIVE_PATHS.save, {
            mode: MODE.recursion,
            targetValue: recursiveEnable ? 1 : 0,
            rootIps: rootIps.join(','),
        });
    };

    return {
        getRecursiveStatus,
        setRecursion: (on: boolean): Promise<void> => saveMode1({ recursiveEnable: on }),
        setForwarding: async (on: boolean): Promise<void> => {
            await http.post(RECURSIVE_PATHS.save, { mode: MODE.forwarding, targetValue: on ? 1 : 0 });
        },
        saveRootIps: (ips: string[]): Promise<void> => saveMode1({ rootIps: ips }),
    };
};

export type RecursiveCalls = ReturnType<typeof recursiveCalls>;
