/**
 * Variables of a template ("Variables", "Template Record"): `%name%` replaced by the value given under that name
 * (names and values case sensitive); `%host%`, `%domain%` and `%fqdn%` are built in. One pass: a value that itself
 * holds `%x%` is not read again.
 */

export const BUILT_IN_VARIABLES = ['host', 'domain', 'fqdn'] as const;

const VARIABLE = /%([A-Za-z0-9_.-]+)%/g;

/** Where the template is applied: the zone and the host below it ('' the zone's apex). */
export interface ApplyTarget {
    domain: string;
    host: string;
}

/** The name the template is applied to: host.domain, or the domain. */
export const fqdnOf = ({ domain, host }: ApplyTarget): string => (host ? `${host}.${domain}` : domain);

/** The variables a text names, built-in ones aside, in order of first use. */
export const variablesIn = (text: string): string[] => {
    const names: string[] = [];
    for (const match of text.matchAll(VARIABLE)) {
        const name = match[1];
        if (!(BUILT_IN_VARIABLES as readonly string[]).includes(name) && !names.includes(name)) names.push(name);
    }
    return names;
};

/** The text with its variables replaced; `missing` collects the names no value was given for (left as written). */
export const substitute = (text: string, values: Readonly<Record<string, string>>, target: ApplyTarget, missing?: Set<string>): string =>
    text.replace(VARIABLE, (whole, name: string) => {
        if (name === 'host') return target.host;
        if (name === 'domain') return target.domain;
        if (name === 'fqdn') return fqdnOf(target);
        if (Object.hasOwn(values, name)) return values[name];
        missing?.add(name);
        return whole;
    });
