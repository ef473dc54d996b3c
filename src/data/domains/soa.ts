import { num, optionalRow, text, type RecordSchema } from '../../dataProvider/answers';

/**
 * A zone's SOA as the service serves it (RFC 1035 3.3.13): the primary name server, the zone's contact as a name
 * (`hostmaster.example.net`: the first dot stands for the @), the serial, and the secondary servers' timers in seconds;
 * `ttl` is the SOA record's own. The service writes it: the user never edits it.
 */
export interface Soa {
    mname: string;
    rname: string;
    serial: number;
    refresh: number;
    retry: number;
    expire: number;
    minimum: number;
    ttl: number;
}

/** How the info answer's `soa` is read: absent when the backend does not give it. */
export const soaRecord: RecordSchema<Soa | undefined> = optionalRow({
    mname: text,
    rname: text,
    serial: num,
    refresh: num,
    retry: num,
    expire: num,
    minimum: num,
    ttl: num,
});

/** The SOA's fields in the order of its presentation format, for a table that names each. */
export const SOA_FIELDS = ['mname', 'rname', 'serial', 'refresh', 'retry', 'expire', 'minimum'] as const;
