import type { Identifier } from 'react-admin';
import * as v from 'valibot';
import { flag, id, nested, num, optionalNum, optionalRow, optionalText, readAnswer, row, text, textList, type RecordSchema } from '../../dataProvider/answers';
import { createdId } from '../../dataProvider/created';
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

/**
 * A row as the server sends it (dataProvider/answers.ts): numbers may arrive as strings, `type` may be missing on
 * old rows. An IPv6 segment (designed) has `ipVersion` 6 and its addresses as text in `startIp` / `endIp`.
 */
const segmentRecord: RecordSchema<RecursiveSegment> = v.pipe(
    row({
        id,
        sourceIpS: num,
        sourceIpE: num,
        remark: text,
        createTime: text,
        mode: optionalNum,
        type: optionalNum,
        ipVersion: optionalNum,
        startIp: optionalText,
        endIp: optionalText,
    }),
    v.transform(({ ipVersion, startIp, endIp, ...segment }) => {
        const fullRange = segment.sourceIpS === 0 && segment.sourceIpE === IPV4_MAX;
        const type: SegmentType = segment.type === 2 || (segment.type === undefined && fullRange) ? 2 : 1;
        const v6 = ipVersion === 6 ? { family: 6 as const, startIp: startIp ?? '', endIp: endIp ?? '' } : { family: 4 as const };
        return { ...segment, mode: segment.mode ?? MODE.segments, type, ...v6 };
    }),
);

export const recursiveSegmentsApi = defineApi<RecursiveSegment>({
    record: segmentRecord,
    list: {
        path: RECURSIVE_PATHS.get,
        params: ({ page, perPage, filter }) => ({
            mode: MODE.segments,
            page,
            limit: perPage,
            remark: String(filter.q ?? filter.remark ?? '').trim(),
        }),
    },
    save: {
        path: RECURSIVE_PATHS.save,
        // `id` is left out when creating (JSON drops undefined): the backend inserts when it has no id.
        // an IPv6 segment adds ipVersion 6 and its addresses as text (designed); IPv4 is sent as the known call has it
        params: segment => ({
            mode: MODE.segments,
            id: segment.id,
            sourceIpS: segment.sourceIpS,
            sourceIpE: segment.sourceIpE,
            remark: segment.remark,
            type: segment.type,
            ...(segment.family === 6 ? { ipVersion: 6, startIp: segment.startIp, endIp: segment.endIp } : {}),
        }),
        // The save answer carries no record: keep what was sent, with the server's id when it gives one.
        result: (json, sent) =>
            readAnswer(
                segmentRecord,
                { ...sent, id: sent.id ?? createdId(json, RECURSIVE_PATHS.save) ?? `${sent.sourceIpS}-${sent.sourceIpE}` },
                RECURSIVE_PATHS.save,
            ),
    },
    delete: {
        path: RECURSIVE_PATHS.delete,
        params: (ids: Identifier[]) => ({ ids: ids.join(',') }),
    },
});

const switches = optionalRow({ recursive_enable: flag, forward_enable: flag, recursive_root_ips: textList });

/** `status` sits in data.status per SPEC; a top-level `status` is read when data has none (API-NOTES). */
const recursiveStatus: RecordSchema<RecursiveStatus> = v.pipe(
    row({ data: nested({ status: switches }), status: switches }),
    v.transform(answer => {
        const status = answer.data.status ?? answer.status;
        return {
            recursiveEnable: toFlag(status?.recursive_enable) === 1,
            forwardEnable: toFlag(status?.forward_enable) === 1,
            rootIps: status?.recursive_root_ips ?? [],
        };
    }),
);

export const readRecursiveStatus = (json: Envelope): RecursiveStatus => readAnswer(recursiveStatus, json, RECURSIVE_PATHS.get);

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
