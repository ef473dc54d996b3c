// The change-set targets of `npm run bench`, run through the console's own data layer against the demo backend
// (bench/server.mjs answers the API with the demo's handlers in Node, no added latency): the record list read in
// pages of 500 (gatherAll), the change set built with src/zone, applied with applyChangeSet in chunks of 500, and
// reverted from the history entry (getChangeSet + inverseOps). Loaded by bench/changeSets.mjs through Vite.
import { applyChangeSet, type ApplyOutcome } from '../src/data/changeSets/applyChangeSet';
import type { DnsRecord } from '../src/data/records/api';
import { gatherAll } from '../src/data/records/batch';
import { createHttpClient } from '../src/http/client';
import { createUserDataProvider } from '../src/user/dataProvider';
import {
    checkChangeSet,
    diffZones,
    inverseOps,
    pickContent,
    zoneRecordOf,
    type ChangeOp,
    type ChangeSet,
    type ChangeSource,
    type ZoneRecord,
} from '../src/zone';

export interface Measured {
    ms: number;
    calls: number;
    /** Operations in the change set, and those the server applied / refused. */
    ops: number;
    applied: number;
    refused: number;
    changeSetId: number;
}

interface Zone {
    id: number;
    domain: string;
}

/** A data provider whose calls are counted (every request to the API is one call). */
const countedProvider = (base: string, token: string) => {
    const counter = { calls: 0 };
    const http = createHttpClient({
        base: `${base}/antsxdp/`,
        getToken: () => token,
        fetch: (input, init) => {
            counter.calls++;
            return fetch(input, init);
        },
    });
    return { provider: createUserDataProvider(http), http, counter };
};

type Provider = ReturnType<typeof countedProvider>['provider'];

/** Every record of the zone, 500 a page, as the "all matching" batch reads them. */
const readZone = async (provider: Provider, zone: Zone): Promise<ZoneRecord[]> => {
    const signal = new AbortController().signal;
    const rows = await gatherAll<DnsRecord>(
        async (page, perPage) =>
            (await provider.getList<DnsRecord>('record', {
                pagination: { page, perPage },
                sort: { field: 'id', order: 'ASC' },
                filter: { domain_id: zone.id, domain: zone.domain },
                signal,
            })) as { data: DnsRecord[]; total: number },
        { perPage: 500, signal },
    );
    return rows.map(row => zoneRecordOf(row));
};

const changeSet = (zone: Zone, source: ChangeSource, ops: ChangeOp[], revertOf?: number): ChangeSet => ({
    domain_id: zone.id,
    domain: zone.domain,
    source,
    ops,
    ...(revertOf ? { revertOf } : {}),
});

const measured = (started: number, calls: number, ops: number, outcome: ApplyOutcome): Measured => ({
    ms: performance.now() - started,
    calls,
    ops,
    applied: outcome.applied.length,
    refused: outcome.refused.length,
    changeSetId: outcome.changeSetId,
});

/** A TTL the zone's records do not have, so every record changes. */
const otherTtl = (records: readonly ZoneRecord[], wanted: number) => (records.every(record => record.ttl !== wanted) ? wanted : wanted * 2);

/**
 * "All matching -> TTL": from the confirm to done, read every record (pages of 500), build the change set, check it
 * against the zone as read, apply it in chunks of 500.
 */
export const ttlChangeOfAll = async (base: string, token: string, zone: Zone, ttl: number): Promise<Measured> => {
    const { provider, counter } = countedProvider(base, token);
    const started = performance.now();
    const records = await readZone(provider, zone);
    const next = otherTtl(records, ttl);
    const ops: ChangeOp[] = records.map(before => ({ op: 'update', before, after: { ...pickContent(before), ttl: next } }));
    const report = checkChangeSet({ name: zone.domain, records }, ops);
    const accepted = ops.filter((_op, index) => !report.refused.some(verdict => verdict.index === index));
    const outcome = await applyChangeSet(provider, changeSet(zone, 'batch', accepted));
    return measured(started, counter.calls, ops.length, outcome);
};

/**
 * An import of a zone file, after its preview: the file is the zone's first `count` records with another TTL (plus
 * the rest unchanged), so the change set is diffZones(zone, file): `count` updates. Timed from "apply" to done.
 */
export const importOf = async (base: string, token: string, zone: Zone, count: number, ttl: number): Promise<Measured> => {
    const { provider, counter } = countedProvider(base, token);
    const records = await readZone(provider, zone);
    const next = otherTtl(records, ttl);
    const file = records.map((record, index) => (index < count ? { ...record, ttl: next } : record));
    const ops = diffZones(records, file);
    counter.calls = 0;
    const started = performance.now();
    const outcome = await applyChangeSet(provider, changeSet(zone, 'import', ops));
    return measured(started, counter.calls, ops.length, outcome);
};

/** One click on "revert" of a history entry: read the entry, build its inverse, apply it. */
export const revertOf = async (base: string, token: string, zone: Zone, changeSetId: number): Promise<Measured> => {
    const { provider, counter } = countedProvider(base, token);
    const started = performance.now();
    const entry = await provider.getChangeSet(changeSetId);
    const ops = inverseOps(entry.operations);
    const outcome = await applyChangeSet(provider, changeSet(zone, 'revert', ops, changeSetId));
    return measured(started, counter.calls, ops.length, outcome);
};

/**
 * Today's way, the yardstick: one record/set call per record, 4 in flight (the batch dialog's TTL change before
 * change sets), for `sample` records; the caller extrapolates to the zone.
 */
export const ttlChangeOneByOne = async (base: string, token: string, zone: Zone, sample: number, ttl: number): Promise<Measured & { records: number }> => {
    const { provider, http, counter } = countedProvider(base, token);
    const rows = (await provider.getList<DnsRecord>('record', {
        pagination: { page: 1, perPage: sample },
        sort: { field: 'id', order: 'ASC' },
        filter: { domain_id: zone.id, domain: zone.domain },
    })) as { data: DnsRecord[]; total: number };
    counter.calls = 0;
    const started = performance.now();
    let next = 0;
    let done = 0;
    const worker = async () => {
        while (next < rows.data.length) {
            const row = rows.data[next++];
            // the backend's single-record call (docs/dns-api.md "Records"), which the console no longer sends
            const info = { ...pickContent(zoneRecordOf(row)), operation_type: 'update', record_id: row.record_id, ttl: String(ttl) };
            await http.post('app/dns/record/set', { id: zone.id, domain: zone.domain, info: JSON.stringify(info) });
            done++;
        }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return { ms: performance.now() - started, calls: counter.calls, ops: rows.data.length, applied: done, refused: 0, changeSetId: 0, records: rows.total };
};
