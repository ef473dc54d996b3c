import type { DomainGroup } from './api';
import { parseDomainIds } from './api';

/** My domains, filtered by one group (react-admin reads the filter from the query and keeps it). */
export const groupDomainsPath = (group: Pick<DomainGroup, 'id'>) =>
    `/dns/domain/list/list?${new URLSearchParams({ filter: JSON.stringify({ groupId: group.id }), page: '1' })}`;

export const domainCount = (group: Pick<DomainGroup, 'domainIds'>) => parseDomainIds(group.domainIds).length;
