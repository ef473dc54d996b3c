import { startFirstList, type StartReads } from '../../dataProvider/earlyReads';

/** The segment list's resource, Store key and sort (react-admin's default): its `<List>` and its first read share them. */
export const SEGMENT_LIST = { resource: 'recursiveSegments', storeKey: 'recursiveSegments.admin', sort: { field: 'id', order: 'ASC' } } as const;

/**
 * The segment list's first page, asked for as soon as the data provider is there, while the page's own code still
 * loads (console/preload.ts). Part of the data layer: it imports no screen code.
 */
export const startSegmentListReads: StartReads = context => startFirstList(context, SEGMENT_LIST);
