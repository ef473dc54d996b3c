/**
 * What a scoped API token may do: per area, read or read and write. The one table the token form, the token
 * list and the demo backend's check read; an area offers only the actions it has.
 */
export const TOKEN_AREAS = {
    domains: ['read', 'write'],
    records: ['read', 'write'],
    statistics: ['read'],
    monitoring: ['read', 'write'],
    logs: ['read'],
} as const satisfies Record<string, readonly TokenAction[]>;

export type TokenAction = 'read' | 'write';
export type TokenArea = keyof typeof TOKEN_AREAS;
export const TOKEN_AREA_NAMES = Object.keys(TOKEN_AREAS) as TokenArea[];

/** A token's permission in one area: write includes read. */
export type TokenLevel = TokenAction;

/** A token's permissions: the areas it may use and how far (an area left out is closed). */
export type TokenPermissions = Partial<Record<TokenArea, TokenLevel>>;

export const isTokenArea = (value: string): value is TokenArea => Object.hasOwn(TOKEN_AREAS, value);

/** The levels an area offers, weakest first. */
export const areaLevels = (area: TokenArea): readonly TokenLevel[] => TOKEN_AREAS[area];

/** Whether a level grants an action: write includes read. */
export const levelGrants = (level: TokenLevel | undefined, action: TokenAction): boolean => level === 'write' || (level === 'read' && action === 'read');

/**
 * Permissions as the calls carry them: `area:level` pairs, comma-joined (`records:write,statistics:read`).
 * Unknown areas and levels an area does not offer are dropped when read.
 */
export const permissionsToText = (permissions: TokenPermissions): string =>
    TOKEN_AREA_NAMES.filter(area => permissions[area])
        .map(area => `${area}:${permissions[area]}`)
        .join(',');

export const permissionsFromText = (text: string): TokenPermissions => {
    const permissions: TokenPermissions = {};
    for (const pair of text.split(',')) {
        const [area, level] = pair.trim().split(':');
        if (area && isTokenArea(area) && (areaLevels(area) as readonly string[]).includes(level)) permissions[area] = level as TokenLevel;
    }
    return permissions;
};

/** What the token reaches: every domain of the account, the domains of chosen groups, or chosen domains. */
export type TokenResources = { kind: 'all' } | { kind: 'groups'; groupIds: number[] } | { kind: 'domains'; domains: string[] };
export type TokenResourceKind = TokenResources['kind'];
export const TOKEN_RESOURCE_KINDS: readonly TokenResourceKind[] = ['all', 'groups', 'domains'];

/**
 * Whether resources reach a domain (named in any case) that sits in `groups`: the one scope check of tokens and
 * sub-accounts.
 */
export const resourcesReach = (resources: TokenResources, domain: string, groups: readonly number[]): boolean => {
    switch (resources.kind) {
        case 'all':
            return true;
        case 'groups':
            return groups.some(group => resources.groupIds.includes(group));
        case 'domains':
            return resources.domains.some(name => name.toLowerCase() === domain.toLowerCase());
    }
};
