// The 200 000-record zone parse, run by `npm run bench` through `vitest bench` (never by `npm test`): a generated
// BIND file with the types a big zone holds (A, AAAA, CNAME, MX, TXT with DKIM keys in 255-byte strings, SRV, CAA),
// names relative and absolute, $TTL and explicit TTLs. Target: under 3 s in Node.
import { bench, describe } from 'vitest';
import { parseZone } from '../src/format/zoneFile';

const RECORDS = 200_000;
const ORIGIN = 'big.example';

const lineOf = (index: number): string => {
    const host = `h${index}`;
    switch (index % 8) {
        case 0:
            return `${host} IN A 192.0.${(index >> 8) & 255}.${index & 255}`;
        case 1:
            return `${host} 300 IN AAAA 2001:db8::${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}`;
        case 2:
            return `${host}.${ORIGIN}. 3600 IN CNAME target${index}.example.net.`;
        case 3:
            return `${host} IN MX ${(index % 50) + 1} mx${index}`;
        case 4:
            return `${host} IN TXT "v=spf1 include:_spf${index}.example.net ~all"`;
        case 5:
            return `_sip${index}._tcp IN SRV 10 5 5060 sip${index}`;
        case 6:
            return `${host} IN CAA 0 issue "letsencrypt.org"`;
        default:
            return `s${index}._domainkey IN TXT ( "v=DKIM1; k=rsa; p=${'M'.repeat(237)}"\n\t"${'I'.repeat(135)}" )`;
    }
};

const lines = [`$ORIGIN ${ORIGIN}.`, '$TTL 600', '@ IN SOA ns1 hostmaster ( 1 7200 3600 1209600 300 )'];
for (let index = 0; index < RECORDS; index++) lines.push(lineOf(index));
const text = `${lines.join('\n')}\n`;

describe(`zone file, ${RECORDS.toLocaleString('en')} records (target: parse under 3 s in Node)`, () => {
    bench(
        `parse BIND, ${RECORDS.toLocaleString('en')} records`,
        () => {
            const result = parseZone(text, { origin: ORIGIN, format: 'bind' });
            if (result.records.length !== RECORDS)
                throw new Error(`read ${result.records.length} records, refused ${JSON.stringify(result.refusals.slice(0, 3))}`);
        },
        { iterations: 3, time: 1 },
    );
});
