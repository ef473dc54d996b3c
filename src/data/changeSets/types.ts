import type { AppliedOp, ChangeSource } from '../../zone';

/** One entry of a domain's history: one applied change set (designed: app/dns/record/changes/list). */
export interface ChangeSetEntry {
    id: number;
    domain_id: number;
    source: ChangeSource;
    comment: string;
    /** Who applied it: the account's name. */
    operator: string;
    createTime: string;
    added: number;
    updated: number;
    deleted: number;
    paused: number;
    enabled: number;
    /** Operations refused (the entry holds only what was applied). */
    refused: number;
    /** The entry this one reverts, 0 for none. */
    revertOf: number;
}

/** An entry with what it applied, in order (designed: app/dns/record/changes/info). */
export interface ChangeSetDetail extends ChangeSetEntry {
    operations: AppliedOp[];
}

/** What the domain's plan allows, and how full the zone is (designed: app/dns/domain/limits). */
export interface DomainLimits {
    plan: string;
    recordLimit: number;
    recordCount: number;
    minTtl: number;
    lineIds: string[] | null;
    recordTypes: string[] | null;
}

/** One operation's answer in an apply call: code 1 applied, else refused with msg; record_id of the record written. */
export interface OpResult {
    index: number;
    code: number;
    msg: string;
    record_id: number;
}
