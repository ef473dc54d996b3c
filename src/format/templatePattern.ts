/** A text as a pattern that matches it exactly. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message template ("%{count} 个域名，分组 %{group}") as a pattern that reads a text written with it back, its
 * values captured by name: the values named in `counts` are digits only (so "20 records to 4 domains" is not
 * "%{count} domains"), any other value is any text.
 */
export const templatePattern = (template: string, counts: ReadonlySet<string> = new Set()): RegExp =>
    new RegExp(
        `^${template
            .split(/%\{(\w+)\}/)
            .map((part, index) => (index % 2 ? `(?<${part}>${counts.has(part) ? '\\d+' : '.+'})` : escapeRegExp(part)))
            .join('')}$`,
    );
