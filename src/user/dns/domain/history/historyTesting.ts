import { wireOp } from '../../../../data/changeSets/api';
import { getDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import { zoneRecordOf, type ChangeOp, type ChangeSource, type ZoneRecord } from '../../../../zone';
import { call } from '../../../../../tests/support/demo';
import { listRecords } from '../../../../../tests/support/demoDns';

/** The demo domain the history tests work on (user 1's domain 7), as renderDomainPage opens it. */
export const ZONE = { id: 7, domain: 'itiger.net' };

const token = () => issueToken(getDemoDb(), 'user', 1);

/** The zone's records now, as the zone model holds them. */
export const zoneNow = async (): Promise<ZoneRecord[]> => (await listRecords(token(), { domain_id: ZONE.id, limit: 500 })).objData.map(zoneRecordOf);

/** Applies a change set on the demo zone as the console does, and answers the history entry it made. */
export const applyToZone = async (ops: ChangeOp[], extra: { source?: ChangeSource; comment?: string; revertOf?: number } = {}): Promise<number> => {
    const answer = await call('app/dns/record/changes/apply', {
        token: token(),
        json: { domain_id: ZONE.id, domain: ZONE.domain, source: 'row', ...extra, operations: ops.map(wireOp) },
    });
    const { changeSetId, list } = answer.data as { changeSetId: number; list: { code: number; msg: string }[] };
    const refused = list.filter(row => row.code !== 1);
    if (refused.length) throw new Error(`refused: ${refused.map(row => row.msg).join(', ')}`);
    return changeSetId;
};

/** A record of the zone by host and type. */
export const recordAt = (zone: readonly ZoneRecord[], top: string, type = 'A'): ZoneRecord => {
    const found = zone.find(record => record.top === top && record.record_type === type);
    if (!found) throw new Error(`no ${top} ${type} in ${zone.map(record => `${record.top} ${record.record_type}`).join(', ')}`);
    return found;
};
