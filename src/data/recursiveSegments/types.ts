import type { Identifier } from 'react-admin';

/** 1 = a specified segment, 2 = all segments (0.0.0.0-255.255.255.255). */
export type SegmentType = 1 | 2;

/** A recursive IP segment (SPEC section 3): the range is stored as integers and shown dotted. */
export interface RecursiveSegment {
    id: Identifier;
    sourceIpS: number;
    sourceIpE: number;
    remark: string;
    createTime: string;
    /** Always 2: the backend's "segment" mode of the recursive calls. */
    mode: number;
    type: SegmentType;
    /** 4: the range is sourceIpS-sourceIpE; 6 (designed): the range is startIp-endIp, sourceIpS/E are 0. */
    family?: 4 | 6;
    /** An IPv6 segment's addresses (designed). */
    startIp?: string;
    endIp?: string;
}

/** The recursive status (SPEC section 3), normalised: switches as booleans, root IPs as a list. */
export interface RecursiveStatus {
    recursiveEnable: boolean;
    forwardEnable: boolean;
    rootIps: string[];
}
