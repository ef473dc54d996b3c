import { startFirstList, type StartReads } from '../../dataProvider/earlyReads';

/** The domain list's sort: its `<List>` and its first read ask for the same page. */
export const DOMAIN_LIST_SORT = { field: 'id', order: 'DESC' } as const;

/**
 * The domain list's first page, asked for as soon as the data provider is there, while the list's own code still
 * loads (console/preload.ts). Part of the data layer: it imports no screen code.
 */
export const startDomainListReads: StartReads = context => startFirstList(context, { resource: 'domain', sort: DOMAIN_LIST_SORT });
