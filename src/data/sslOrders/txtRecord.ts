/**
 * The DNS validation record of a certificate domain: its full name, its host inside a hosted zone, and the zone
 * a hosted domain list answer holds. Pure functions: the apply page, the order drawer and the demo backend use them.
 */

/** Free (ACME) certificates are validated at _acme-challenge, paid ones at _dnsauth (the CA's convention). */
const validationPrefix = (free: boolean): string => (free ? '_acme-challenge' : '_dnsauth');

/** The name validated: a wildcard is validated at its base name. */
export const baseName = (domain: string): string => domain.trim().toLowerCase().replace(/^\*\./, '').replace(/\.$/, '');

/** The TXT record's full name: prefix + the base name ("_dnsauth.www.example.com"). */
export const validationFqdn = (domain: string, free: boolean): string => `${validationPrefix(free)}.${baseName(domain)}`;

/** The host of `fqdn` inside `zone` ("_dnsauth.www" in example.com), or undefined when it is not in it. */
export const hostInZone = (fqdn: string, zone: string): string | undefined => {
    const name = baseName(fqdn);
    const apex = baseName(zone);
    if (name === apex) return '@';
    return name.endsWith(`.${apex}`) ? name.slice(0, -(apex.length + 1)) : undefined;
};

/** The text to search the hosted domains with (their list filters by substring): the last two labels. */
export const zoneSearchText = (domain: string): string => baseName(domain).split('.').slice(-2).join('.');

/** Of the hosted zones, the one holding `fqdn` (the longest, as DNS delegation would): undefined when none. */
export const pickZone = <Z extends { domain: string }>(fqdn: string, zones: readonly Z[]): Z | undefined =>
    zones.filter(zone => hostInZone(fqdn, zone.domain) !== undefined).sort((a, b) => b.domain.length - a.domain.length)[0];

/** The host shown when no hosted zone holds it: relative to the last two labels (the usual registrable domain). */
export const guessedHost = (fqdn: string): string => hostInZone(fqdn, zoneSearchText(fqdn)) ?? fqdn;

/** The file of HTTP validation: where it is served and the URL the CA fetches. */
export const validationFilePath = (token: string): string => `/.well-known/pki-validation/${token}.txt`;
export const validationFileUrl = (domain: string, token: string): string => `http://${baseName(domain)}${validationFilePath(token)}`;
