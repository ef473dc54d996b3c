import { domainListPath } from '../domains/links';
import type { DomainGroup } from '../../../data/domainGroups/api';
import { parseDomainIds } from '../../../data/domainGroups/api';

/** My domains, filtered by one group (react-admin reads the filter from the query and keeps it). */
export const groupDomainsPath = (group: Pick<DomainGroup, 'id'>) => domainListPath({ groupId: group.id });

export const domainCount = (group: Pick<DomainGroup, 'domainIds'>) => parseDomainIds(group.domainIds).length;
