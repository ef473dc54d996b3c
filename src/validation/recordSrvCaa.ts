import { checkHostname } from './recordHost';
import { RECORD_LIMITS } from './recordLimits';
import { isIntegerIn } from './recordNumbers';
import { problem, type RecordProblem } from './recordProblem';
import { checkUrl } from './recordUrl';

const SRV_FIELDS = ['srvPriority', 'srvWeight', 'srvPort'] as const;

/** SRV: "priority weight port target", e.g. "10 5 5060 sip.example.com"; numbers 0..65535; target a host name or ".". */
export const checkSrv = (value: string): RecordProblem => {
    const parts = value.split(/\s+/);
    if (parts.length !== 4) return problem('valueSrv');
    for (const [index, key] of SRV_FIELDS.entries()) {
        if (!isIntegerIn(parts[index], RECORD_LIMITS.srv)) return problem(key, { value: parts[index], ...RECORD_LIMITS.srv });
    }
    const target = parts[3];
    if (target === '.') return undefined;
    return checkHostname(target, 'srvTarget') ? problem('srvTarget', { value: target }) : undefined;
};

export const CAA_TAGS = ['issue', 'issuewild', 'iodef'] as const;

const QUOTED = /^"((?:[^"\\]|\\.)*)"$/;

/** issue / issuewild: a CA's domain, optionally "; key=value" parameters; empty or ";" forbids every CA. */
const checkIssuer = (text: string): RecordProblem => {
    const [issuer, ...parameters] = text.split(';').map(part => part.trim());
    if (issuer !== '' && checkHostname(issuer, 'caaIssuer')) return problem('caaIssuer', { value: issuer });
    if (parameters.some(part => part !== '' && !/^[A-Za-z0-9]+=[\x21-\x3a\x3c-\x7e]*$/.test(part))) return problem('caaIssuer', { value: text });
    return undefined;
};

/** iodef: where CAs report a refused request, a mailto: address or an http(s) URL. */
const checkIodef = (text: string): RecordProblem => {
    if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(text)) return undefined;
    if (/^https?:\/\//i.test(text) && !checkUrl(text)) return undefined;
    return problem('caaIodef', { value: text });
};

/** CAA: 'flags tag "value"', e.g. '0 issue "letsencrypt.org"'; flags 0..255; tag issue, issuewild or iodef. */
export const checkCaa = (value: string): RecordProblem => {
    const match = /^(\S+)\s+(\S+)\s+(.+)$/s.exec(value);
    if (!match) return problem('valueCaa');
    const [, flags, tag, quoted] = match;
    if (!isIntegerIn(flags, RECORD_LIMITS.caaFlags)) return problem('caaFlags', { value: flags, ...RECORD_LIMITS.caaFlags });
    const name = tag.toLowerCase();
    if (!(CAA_TAGS as readonly string[]).includes(name)) return problem('caaTag', { value: tag });
    const inner = QUOTED.exec(quoted.trim());
    if (!inner) return problem('caaQuotes');
    const text = inner[1].replace(/\\(.)/g, '$1');
    return name === 'iodef' ? checkIodef(text) : checkIssuer(text);
};
