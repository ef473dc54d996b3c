import { parse } from 'tldts';
import { displayDomain, domainToAscii } from '../format/domainName';
import { isDomainName } from './domain';
import type { ValidationError } from './messages';

/**
 * A domain to host, as people type it: the rule of the add-domain dialog, the bulk add and the demo backend.
 * The public suffixes are the Public Suffix List's ICANN section (tldts): `a.b` and `example.invalidtld` end in
 * no public suffix, `com` and `co.uk` are one; private entries (`github.io`) count as ordinary names, as at a
 * registrar. tldts brings the list (about 50 KB gzip): only the screens that add domains, and the demo, import
 * this module.
 */

/** Why a name cannot be hosted; `suffix` is the ending in question, as people read it. */
export type DomainNameProblem = { kind: 'format' } | { kind: 'unknownSuffix'; suffix: string } | { kind: 'publicSuffix'; suffix: string };

/** The longest name DNS carries, written without its final dot (RFC 1035: 255 octets on the wire). */
const NAME_MAX = 253;

/** What a name is refused for, or undefined when it can be hosted. `ascii` is the stored form (see domainToAscii). */
export const domainNameProblem = (ascii: string): DomainNameProblem | undefined => {
    const { isIcann, domain, publicSuffix } = parse(ascii);
    // a suffix of the list itself (`com`, `co.uk`, `example.ck` by the rule `*.ck`), even of one label
    if (isIcann && !domain && publicSuffix === ascii) return { kind: 'publicSuffix', suffix: displayDomain(ascii) };
    if (ascii.length > NAME_MAX || !isDomainName(ascii) || ascii.includes('*') || ascii.endsWith('.')) return { kind: 'format' };
    if (!isIcann || !publicSuffix) return { kind: 'unknownSuffix', suffix: displayDomain(publicSuffix ?? ascii) };
    // nothing registrable left of the suffix
    if (!domain) return { kind: 'publicSuffix', suffix: displayDomain(ascii) };
    return undefined;
};

/** A typed name read: what will be stored, what was taken off the typed text to get it, and what is wrong with it. */
export interface TypedDomain {
    /** What was typed, trimmed. */
    typed: string;
    /** The name to store: ASCII (punycode), lower case, no final dot; '' when nothing readable was typed. */
    name: string;
    /** The parts of the typed text left out, in the order typed: a scheme (`https://`), `www.`, a path or port. */
    removed: string[];
    problem?: DomainNameProblem;
}

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
/** Where the host ends in an address: its port, path, query or fragment. */
const AFTER_HOST = /[:/?#]/;
const WWW = /^www\./;

/** `www.` off the front, when what remains is still a name someone can register (not `www.com`, not `www.co.uk`). */
const withoutWww = (ascii: string): string | undefined => {
    if (!WWW.test(ascii)) return undefined;
    const rest = ascii.replace(WWW, '');
    return domainNameProblem(rest) ? undefined : rest;
};

/**
 * Reads a typed domain: trimmed; a scheme and what follows the host (`https://www.x.com/path?q`) taken off and
 * said; converted to ASCII by IDNA (`例子.中国`, `café.fr`, `ＥＸＡＭＰＬＥ．ｃｏｍ`), which also lower-cases it; a final
 * dot dropped (it names the same zone); `www.` taken off and said; then checked by domainNameProblem.
 */
export const readTypedDomain = (text: string): TypedDomain => {
    const typed = text.trim();
    if (!typed) return { typed, name: '', removed: [] };
    const removed: string[] = [];
    let host = typed;
    const scheme = SCHEME.exec(host)?.[0];
    if (scheme) {
        removed.push(scheme);
        host = host.slice(scheme.length);
    }
    const end = host.search(AFTER_HOST);
    const tail = end >= 0 ? host.slice(end) : '';
    host = end >= 0 ? host.slice(0, end) : host;
    const ascii = domainToAscii(host)?.replace(/\.$/, '');
    if (!ascii) return { typed, name: host, removed, problem: { kind: 'format' } };
    const bare = withoutWww(ascii);
    if (bare) removed.push('www.');
    if (tail) removed.push(tail);
    const name = bare ?? ascii;
    const problem = domainNameProblem(name);
    return problem ? { typed, name, removed, problem } : { typed, name, removed };
};

/** The closest zone of `zones` that `name` lies under (`example.com` for `shop.example.com`), if any. */
export const parentZoneOf = (name: string, zones: readonly string[]): string | undefined =>
    zones
        .map(zone => zone.toLowerCase())
        .filter(zone => name.endsWith(`.${zone}`))
        .sort((a, b) => b.length - a.length)[0];

/** The name's registrable domain (`example.co.uk` for `shop.example.co.uk`): where a parent zone would be found. */
export const registrableDomain = (ascii: string): string | undefined => parse(ascii).domain ?? undefined;

/** The add dialog's messages per problem (the field's name is in view: the message says what is wrong with it). */
export const TYPED_DOMAIN_MESSAGES = {
    format: 'validation.domain',
    unknownSuffix: 'domainNames.unknownSuffix',
    publicSuffix: 'domainNames.publicSuffix',
} as const satisfies Record<DomainNameProblem['kind'], string>;

/** A list's messages: each names the line's number (%{n}) and text (%{text}); a repeat names the earlier line (%{other}). */
export const TYPED_DOMAIN_LIST_MESSAGES = {
    format: 'domainNames.list.format',
    unknownSuffix: 'domainNames.list.unknownSuffix',
    publicSuffix: 'domainNames.list.publicSuffix',
    duplicate: 'domainNames.list.duplicate',
    tooMany: 'domainNames.list.tooMany',
} as const satisfies Record<DomainNameProblem['kind'], string> & Record<string, string>;

/** A react-admin validator over readTypedDomain: empty passes (pair it with required()). */
export const validateTypedDomain = (value: unknown): ValidationError | undefined => {
    const { problem } = readTypedDomain(typeof value === 'string' ? value : '');
    if (!problem) return undefined;
    return { message: TYPED_DOMAIN_MESSAGES[problem.kind], args: problem.kind === 'format' ? {} : { suffix: problem.suffix } };
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the field says about a readable name, so nothing is changed silently: what was left out of the typed
 * text, and the stored ASCII form of a name people read in Unicode.
 */
export const typedDomainNotes = ({ name, removed, problem }: TypedDomain, translate: Translate): string[] => {
    if (!name || problem) return [];
    const notes: string[] = [];
    if (removed.length) {
        const parts = removed.map(part => `“${part}”`).join(translate('domainNames.separator'));
        notes.push(translate('domainNames.removed', { name: displayDomain(name), removed: parts }));
    }
    if (displayDomain(name) !== name) notes.push(translate('domainNames.stored', { ascii: name }));
    return notes;
};

/** The warning for a name under a zone of the account: it can be added, and works once the parent delegates it. */
export const subZoneWarning = (name: string, parent: string, translate: Translate): string =>
    translate('domainNames.subdomain', {
        name: displayDomain(name),
        parent: displayDomain(parent),
        label: displayDomain(name.slice(0, -(parent.length + 1))),
    });
