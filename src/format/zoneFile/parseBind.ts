import { DEFAULT_TTL, isRecordType } from '../../validation/records';
import { absoluteName, CLASSES, hostInZone, looksLikeTtl, parseTtl } from './bindNames';
import { lexBind, type BindEntry } from './bindTokens';
import { bindValue } from './bindValue';
import { checkCandidate, duplicateKey, normaliseCandidate, zoneName, type Candidate, type Problem } from './check';
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
 *    (RFC 1035), else options.defaultTtl (600); classes other than IN refused;
 *  - multi-line parentheses, quoted strings with escapes, several strings in one TXT, ';' comments (lexer:
 *    bindTokens.ts);
 *  - SOA and apex NS are skipped (`skipped: true`): the service manages them (the zone checks' words, zoneChecks.soa
 *    and zoneChecks.apexNs, as every path that refuses them);
 *  - names outside the zone refused (zoneFile.otherZone), types the console does not offer refused, values
 *    checked with the record editor's checks (check.ts), duplicates within the file refused.
 */
export const parseBind = (text: string, options: ParseOptions): ParseResult => {
    const zone = zoneName(options.origin);
    const records: ZoneRecord[] = [];
    const refusals: ZoneRefusal[] = [];
    const seen = new Map<string, number>();
    let origin = zone;
    let defaultTtl = options.defaultTtl ?? DEFAULT_TTL;
    let ttlDirective = false;
    let previousOwner: string | undefined;

    const note = (entry: BindEntry, problem: Problem, skipped = false) => {
        const refusal: ZoneRefusal = { line: entry.line, text: entryText(text, entry.start, entry.end), reason: problem.reason };
        if (problem.args) refusal.args = problem.args;
        if (skipped) refusal.skipped = true;
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
        ttlDirective = true;
    };

    const record = (entry: BindEntry): void => {
        const { tokens, quoted } = entry;
        let at = 0;
        let owner: string;
        if (entry.blankOwner) {
            if (previousOwner === undefined) return note(entry, { reason: 'zoneFile.noOwner' });
            owner = previousOwner;
        } else {
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
        if (ttl !== undefined && !ttlDirective) defaultTtl = ttl;
        const type = typeMnemonic(tokens[at]);
        const host = hostInZone(owner, zone);
        if (host === undefined) return note(entry, { reason: 'zoneFile.otherZone', args: { name: owner, zone } });
        if (type === 'SOA') return note(entry, { reason: 'zoneChecks.soa' }, true);
        if (type === 'NS' && host === '@') return note(entry, { reason: 'zoneChecks.apexNs' }, true);
        if (!isRecordType(type)) return note(entry, unknownGenericType(type) ?? { reason: 'zoneFile.unknownType', args: { type } });
        const rdata =
            entry.generic === at + 1 && readsAsGeneric(type, quoted[at + 2] ? undefined : tokens[at + 2])
                ? genericFields(type, tokens.slice(at + 2), quoted.slice(at + 2))
                : { fields: tokens.slice(at + 1), quoted: quoted.slice(at + 1) };
        if ('problem' in rdata) return note(entry, rdata.problem);
        const found = bindValue(type, rdata.fields, origin);
        if ('problem' in found) return note(entry, found.problem);
        const candidate: Candidate = normaliseCandidate({ host, type, value: found.value, ttl: ttl ?? defaultTtl });
        if (found.mx !== undefined) candidate.mx = found.mx;
        if (entry.marker === 'paused') candidate.paused = true;
        const problem = checkCandidate(candidate, zone);
        if (problem) return note(entry, problem);
        const key = duplicateKey(candidate);
        const first = seen.get(key);
        if (first !== undefined) return note(entry, { reason: 'zoneFile.duplicate', args: { first } });
        seen.set(key, entry.line);
        records.push({ ...candidate, sourceLine: entry.line });
    };

    for (const entry of lexBind(text)) {
        if (entry.error) note(entry, { reason: entry.error === 'parens' ? 'zoneFile.parens' : 'zoneFile.quotes' });
        else if (!entry.blankOwner && !entry.quoted[0] && entry.tokens[0].startsWith('$')) directive(entry);
        else record(entry);
    }
    return { format: 'bind', records, refusals };
};
