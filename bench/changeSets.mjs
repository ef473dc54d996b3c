// The change-set targets (bench/changeSets.flow.ts), on bigzone-example.com (about 5 200 records), in this order so
// each reads the zone the one before left: today's way (one record/set per record) on a sample, the TTL change of
// all records, its revert, the import of 5 000 changed records, its revert.
import { loadBackendModule } from './server.mjs';

export const CHANGE_SET_ZONE = 'bigzone-example.com';
export const CHANGE_SET_TARGETS = { ms: 5000, calls: 25 };
export const YARDSTICK_SAMPLE = 200;
export const IMPORT_RECORDS = 5000;

const ms = value => `${value.toFixed(0)} ms`;
const line = (name, found) =>
    console.log(
        `  ${name.padEnd(34)} ${ms(found.ms).padStart(8)}, ${String(found.calls).padStart(4)} calls, ${found.ops} operations (${found.applied} applied, ${found.refused} refused)`,
    );

/** Runs the flows against the bench server at `base` as the user `token`, on the zone `{id, domain}`. */
export const measureChangeSets = async (base, token, zone) => {
    const flow = await loadBackendModule('/bench/changeSets.flow.ts');
    console.log(`Change sets on ${zone.domain} through the console's data layer (demo backend in Node, no added latency):`);
    const yardstick = await flow.ttlChangeOneByOne(base, token, zone, YARDSTICK_SAMPLE, 900);
    const perRecord = yardstick.ms / yardstick.ops;
    const extrapolated = { ms: perRecord * yardstick.records, calls: Math.round((yardstick.calls / yardstick.ops) * yardstick.records) };
    line(`today: record/set x ${yardstick.ops}`, yardstick);
    console.log(
        `  ${'  extrapolated to the zone'.padEnd(34)} ${ms(extrapolated.ms).padStart(8)}, ${String(extrapolated.calls).padStart(4)} calls (${yardstick.records} records)`,
    );
    const ttl = await flow.ttlChangeOfAll(base, token, zone, 1800);
    line('TTL change of all records', ttl);
    const ttlRevert = await flow.revertOf(base, token, zone, ttl.changeSetId);
    line('  its revert', ttlRevert);
    const imported = await flow.importOf(base, token, zone, IMPORT_RECORDS, 7200);
    line(`import, ${IMPORT_RECORDS} records changed`, imported);
    const importRevert = await flow.revertOf(base, token, zone, imported.changeSetId);
    line('  its revert', importRevert);
    return { yardstick: { ...yardstick, extrapolated }, ttl, ttlRevert, imported, importRevert };
};
