import type { GroupDomain } from '../../../data/domainGroups/api';

/** The domains whose name contains the (trimmed, case-blind) query, in name order. */
export const filterDomains = (domains: readonly GroupDomain[], query: string): GroupDomain[] => {
    const needle = query.trim().toLowerCase();
    const matching = needle ? domains.filter(domain => domain.domain.toLowerCase().includes(needle)) : [...domains];
    return matching.sort((a, b) => a.domain.localeCompare(b.domain));
};

/** What saving the picker must do: the domains to move into the group, and the ones to move out. */
export const membershipChanges = (before: Iterable<number>, after: Iterable<number>): { added: number[]; removed: number[] } => {
    const was = new Set(before);
    const is = new Set(after);
    return { added: [...is].filter(id => !was.has(id)), removed: [...was].filter(id => !is.has(id)) };
};
