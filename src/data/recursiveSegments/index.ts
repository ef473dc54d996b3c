export { recursiveSegmentsApi, recursiveCalls, type RecursiveCalls } from './api';
export type { RecursiveSegment, RecursiveStatus, SegmentType } from './types';
