import type { DnsRecord } from '../../../../data/records/api';

/** A record as people name it in a confirmation: "www A 192.0.2.1". */
export const recordLabel = (record: Pick<DnsRecord, 'top' | 'record_type' | 'value'>) => `${record.top} ${record.record_type} ${record.value}`;
