import type { DomainGroup } from '../../../data/domainGroups/api';
import { parseDomainIds } from '../../../data/domainGroups/api';
import { userPaths } from '../../paths';

/** My domains, filtered by one group (react-admin reads the filter from the query and keeps it). */
export const groupDomainsPath = (group: Pick<DomainGroup, 'id'>) => userPaths.domainList({ filter: { groupId: group.id } });

export const domainCount = (group: Pick<DomainGroup, 'domainIds'>) => parseDomainIds(group.domainIds).length;
