import { hostOf, isBelow, type RecordContent, type ZoneRecord } from '../../zone';
import { txtText } from './records';

/**
 * "Record Types and Conflicts": which records of the zone a template record displaces, judged on the same host (NS
 * on the names below it too). A CNAME displaces everything on its host and is displaced by anything; MX and SRV
 * displace their own type; A and AAAA displace each other (both families point at one service); TXT follows the
 * record's txtConflictMatchingMode (None, All, or Prefix with txtConflictMatchingPrefix). The service's own apex NS
 * and SOA are never displaced.
 */

export type TxtMatching = { mode: 'None' } | { mode: 'All' } | { mode: 'Prefix'; prefix: string };

/** A record a template writes, with how its TXT conflicts are matched. */
export interface Wanted {
    record: RecordContent;
    txt: TxtMatching;
}

const ADDRESS = ['A', 'AAAA'];

/** The service's own records: never displaced by a template. */
export const isManaged = (record: RecordContent): boolean => {
    const type = record.record_type.toUpperCase();
    return type === 'SOA' || (type === 'NS' && hostOf(record) === '@');
};

/** Whether `existing` conflicts with the wanted record. */
export const conflicts = ({ record, txt }: Wanted, existing: ZoneRecord): boolean => {
    if (isManaged(existing)) return false;
    const host = hostOf(record);
    const other = hostOf(existing);
    const type = record.record_type.toUpperCase();
    const otherType = existing.record_type.toUpperCase();
    if (type === 'NS' && isBelow(other, host)) return true;
    if (otherType === 'NS' && isBelow(host, other)) return true;
    if (host !== other) return false;
    if (type === 'NS' || otherType === 'NS' || type === 'CNAME' || otherType === 'CNAME') return true;
    if (type === 'MX' || type === 'SRV') return otherType === type;
    if (ADDRESS.includes(type)) return ADDRESS.includes(otherType);
    if (type === 'TXT' && otherType === 'TXT') return txt.mode === 'All' || (txt.mode === 'Prefix' && txtText(existing.value).startsWith(txt.prefix));
    return false;
};

/** The TXT matching of a template record (None when unset or unknown; Prefix without a prefix matches nothing). */
export const txtMatchingOf = (mode: string | undefined, prefix: string | undefined): TxtMatching => {
    if (mode === 'All') return { mode: 'All' };
    if (mode === 'Prefix' && prefix) return { mode: 'Prefix', prefix };
    return { mode: 'None' };
};
