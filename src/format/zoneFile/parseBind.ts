import { DEFAULT_TTL, isRecordType } from '../../validation/records';
import { absoluteName, CLASSES, hostInZone, looksLikeTtl, parseTtl } from './bindNames';
import { isConsoleExport, lexBind, type BindEntry } from './bindTokens';
import { bindValue } from './bindValue';
import { checkCandidate, duplicateKey, isTtlProblem, normaliseCandidate, zoneName, type Candidate, type Problem } from './check';
import { entryText } from './entryText';
import { classMnemonic, genericFields, readsAsGeneric, typeMnemonic, unknownGenericType } from './rfc3597';
import type { ParseOptions, ParseResult, ZoneRecord, ZoneRefusal } from './types';

/**
 * Reads a BIND master file (RFC 1035 5.1) into the console's records.
 *  - $ORIGIN (absolute or relative to the current one), $TTL (seconds or units: 1h, 2d); $INCLUDE and other
 *    directives refused; names relative or absolute, '@', a blank owner repeats the previous one;
 *  - RFC 3597's generic syntax: TYPEnnn, CLASSnnn and `\# <length> <hex>` RDATA, read as the presentation text
 *    it stands for (rfc3597.ts);
 *  - TTL and class in either order, both optional; a missing TTL is the $TTL, else the last TTL written
 *    (RFC 1035), else, as BIND's master.c does, the SOA MINIMUM when the SOA is the first record to need one (it
 *    becomes the default TTL; the result's ttlFromSoa says so), else options.defaultTtl (600); classes other than IN
 *    refused (a record with no TTL anywhere, which BIND refuses, takes that default and the result's ttlDefaulted
 *    says so);
 *  - multi-line parentheses, quoted strings with escapes, several strings in one TXT, ';' comments (lexer:
 *    bindTokens.ts); a bad \DDD escape refused, a byte outside UTF-8 kept (txt.ts), an escaped dot inside a
 *    label refused (the console's names cannot hold one);
 *  - SOA (at any name: `$ORIGIN .` then `@ SOA`, as Cloudflare exports, is the root's) and apex NS are skipped
 *    (`skipped: true`): the service manages them (the zone checks' words, zoneChecks.soa and zoneChecks.apexNs,
 *    as every path that refuses them);
 *  - names outside the zone refused (zoneFile.otherZone), types the console does not offer refused, values
 *    checked with the record editor's checks (check.ts), duplicates within the file refused;
 *  - the export's "; paused:" and "; console-only:" comments read back only in a file that starts with the
 *    export's header (bindTokens.ts isConsoleExport).
 */
/** Types whose value holds names, where an escaped dot would change which name it is. */
const NAME_VALUE_TYPES: readonly string[] = ['CNAME', 'NS', 'PTR', 'MX', 'SRV', 'HTTPS', 'SVCB', 'NAPTR'];

export const parseBind = (text: string, options: ParseOptions): ParseResult => {
    const zone = zoneName(options.origin);
    const fallbackTtl = options.defaultTtl ?? DEFAULT_TTL;
    const records: ZoneRecord[] = [];
    const refusals: ZoneRefusal[] = [];
    const seen = new Map<string, number>();
    let origin = zone;
    /** $TTL, or the SOA MINIMUM that stood in for it. */
    let defaultTtl: number | undefined;
    /** The last TTL written on a record (RFC 1035's rule when there is no default). */
    let lastTtl: number | undefined;
    /** Set while the default TTL is the SOA MINIMUM; `records` counts the records that took it. */
    let ttlFromSoa: ParseResult['ttlFromSoa'];
    let defaultFromSoa = false;
    /** Records that found no TTL at all in the file (BIND refuses them): they take options.defaultTtl. */
    let defaulted = 0;
    let previousOwner: string | undefined;

    const note = (entry: BindEntry, problem: Problem, skipped = false, record?: ZoneRecord) => {
        const refusal: ZoneRefusal = { line: entry.line, text: entryText(text, entry.start, entry.end), reason: problem.reason };
        if (problem.args) refusal.args = problem.args;
        if (skipped) refusal.skipped = true;
        if (record) refusal.record = record;
        refusals.push(refusal);
    };

    const directive = (entry: BindEntry): void => {
        const [name, argument] = entry.tokens;
        const upper = name.toUpperCase();
        if (upper === '$INCLUDE') return note(entry, { reason: 'zoneFile.include' });
        if (upper !== '$ORIGIN' && upper !== '$TTL') return note(entry, { reason: 'zoneFile.directive', args: { name } });
        if (entry.tokens.length !== 2) return note(entry, { reason: 'zoneFile.directiveArgument', args: { name: upper } });
        if (upper === '$ORIGIN') {
            origin = absoluteName(argument, origin);
            return;
        }
        const ttl = parseTtl(argument);
        if (ttl === undefined) return note(entry, { reason: 'zoneFile.ttlFormat', args: { value: argument } });
        defaultTtl = ttl;
        defaultFromSoa = false;
    };

    /** The TTL of an SOA that gives none when nothing came before: its MINIMUM, then the file's default (BIND). */
    const soaMinimum = (entry: BindEntry, fields: readonly string[]): void => {
        const minimum = fields.length === 7 ? parseTtl(fields[6]) : undefined;
        if (minimum === undefined) return;
        defaultTtl = minimum;
        defaultFromSoa = true;
        ttlFromSoa = { ttl: minimum, line: entry.line, records: 0 };
    };

    const record = (entry: BindEntry): void => {
        const { tokens, quoted } = entry;
        let at = 0;
        let owner: string;
        if (entry.blankOwner) {
            if (previousOwner === undefined) return note(entry, { reason: 'zoneFile.noOwner' });
            owner = previousOwner;
        } else {
            if (entry.escapedDot?.includes(0)) return note(entry, { reason: 'zoneFile.escapedDot' });
            owner = absoluteName(tokens[0], origin);
            previousOwner = owner;
            at = 1;
        }
        let ttl: number | undefined;
        let recordClass: string | undefined;
        for (let field = 0; field < 2 && at < tokens.length && !quoted[at]; field++) {
            const token = tokens[at];
            if (ttl === undefined && looksLikeTtl(token)) {
                ttl = parseTtl(token);
                if (ttl === undefined) return note(entry, { reason: 'zoneFile.ttlFormat', args: { value: token } });
                at += 1;
            } else if (recordClass === undefined && classMnemonic(token, CLASSES) !== undefined) {
                recordClass = classMnemonic(token, CLASSES);
                at += 1;
            } else break;
        }
        if (recordClass !== undefined && recordClass !== 'IN') return note(entry, { reason: 'zoneFile.class', args: { class: recordClass } });
        if (at >= tokens.length || quoted[at]) return note(entry, { reason: 'zoneFile.noType' });
        if (ttl !== undefined) lastTtl = ttl;
        const type = typeMnemonic(tokens[at]);
        if (type === 'SOA') {
            if (ttl === undefined && defaultTtl === undefined && lastTtl === undefined) soaMinimum(entry, tokens.slice(at + 1));
            return note(entry, { reason: 'zoneChecks.soa' }, true);
        }
        const host = hostInZone(owner, zone);
        if (host === undefined) return note(entry, { reason: 'zoneFile.otherZone', args: { name: owner || '.', zone } });
        if (type === 'NS' && host === '@') return note(entry, { reason: 'zoneChecks.apexNs' }, true);
        if (!isRecordType(type)) return note(entry, unknownGenericType(type) ?? { reason: 'zoneFile.unknownType', args: { type } });
        const rdata =
            entry.generic === at + 1 && readsAsGeneric(type, quoted[at + 2] ? undefined : tokens[at + 2])
                ? genericFields(type, tokens.slice(at + 2), quoted.slice(at + 2))
                : { fields: tokens.slice(at + 1), quoted: quoted.slice(at + 1) };
        if ('problem' in rdata) return note(entry, rdata.problem);
        const escapedDot = 'escapedDot' in rdata ? rdata.escapedDot : entry.escapedDot?.filter(index => index > at);
        if (escapedDot?.length && NAME_VALUE_TYPES.includes(type)) return note(entry, { reason: 'zoneFile.escapedDot' });
        const found = bindValue(type, rdata.fields, origin, rdata.quoted);
        if ('problem' in found) return note(entry, found.problem);
        const fileTtl = ttl ?? defaultTtl ?? lastTtl;
        const candidate: Candidate = normaliseCandidate({ host, type, value: found.value, ttl: fileTtl ?? fallbackTtl });
        if (found.mx !== undefined) candidate.mx = found.mx;
        if (entry.marker === 'paused') candidate.paused = true;
        const problem = checkCandidate(candidate, zone);
        if (problem) return note(entry, problem, false, isTtlProblem(problem) ? { ...candidate, sourceLine: entry.line } : undefined);
        const key = duplicateKey(candidate);
        const first = seen.get(key);
        if (first !== undefined) return note(entry, { reason: 'zoneFile.duplicate', args: { first } });
        seen.set(key, entry.line);
        records.push({ ...candidate, sourceLine: entry.line });
        if (ttl === undefined && defaultFromSoa && ttlFromSoa) ttlFromSoa.records += 1;
        if (fileTtl === undefined) defaulted += 1;
    };

    for (const entry of lexBind(text, { markers: isConsoleExport(text) })) {
        if (entry.error) note(entry, { reason: `zoneFile.${entry.error}`, ...(entry.escape ? { args: { escape: entry.escape } } : {}) });
        else if (!entry.blankOwner && !entry.quoted[0] && entry.tokens[0].startsWith('$')) directive(entry);
        else record(entry);
    }
    const result: ParseResult = { format: 'bind', records, refusals };
    if (ttlFromSoa?.records) result.ttlFromSoa = ttlFromSoa;
    if (defaulted) result.ttlDefaulted = { ttl: fallbackTtl, records: defaulted };
    return result;
};
