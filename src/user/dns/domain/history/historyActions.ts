import type { TranslateFunction } from 'react-admin';
import type { ChangeSetDetail, ChangeSetEntry } from '../../../../data/changeSets/types';
import type { EntryOperations } from '../../../../data/changeSets/readHistory';
import { recordText, type AppliedOp, type ChangeOp, type ChangeSet, type ZoneRecord, type ZoneState } from '../../../../zone';
import type { DomainParams } from '../domainParams';
import { bringBackOps, restoreOps } from './restore';
import { planRevert, type RevertPlan } from './revert';

export type DeleteOp = Extract<AppliedOp, { op: 'delete' }>;

/** What the user asked of the history: undo an entry, bring the zone back to an entry, add a deleted record again. */
export type HistoryAction =
    { kind: 'revert'; entry: ChangeSetDetail } | { kind: 'restore'; entry: ChangeSetEntry } | { kind: 'bringBack'; entry: ChangeSetEntry; op: DeleteOp };

/** The dialog title of an action. */
export const actionTitle = (translate: TranslateFunction, action: HistoryAction): string => {
    switch (action.kind) {
        case 'revert':
            return translate('zoneHistory.flow.revertTitle', { id: action.entry.id });
        case 'restore':
            return translate('zoneHistory.flow.restoreTitle', { time: action.entry.createTime });
        case 'bringBack':
            return translate('zoneHistory.flow.bringBackTitle');
    }
};

const actionComment = (translate: TranslateFunction, action: HistoryAction): string => {
    switch (action.kind) {
        case 'revert':
            return translate('zoneHistory.comments.revert', { id: action.entry.id });
        case 'restore':
            return translate('zoneHistory.comments.restore', { time: action.entry.createTime, id: action.entry.id });
        case 'bringBack':
            return translate('zoneHistory.comments.bringBack', { id: action.entry.id, record: recordText(action.op.before) });
    }
};

/** The change set an action applies: source revert, naming the entry it goes back to, with a comment that says so. */
export const actionChangeSet = (translate: TranslateFunction, action: HistoryAction, domain: DomainParams, ops: ChangeOp[]): ChangeSet => ({
    domain_id: domain.id,
    domain: domain.domain,
    source: 'revert',
    revertOf: action.entry.id,
    comment: actionComment(translate, action),
    ops,
});

/** What an action is built from: the zone's records now and, for a restore, what the newer entries applied. */
export interface PreparedZone {
    records: ZoneRecord[];
    newer: EntryOperations[];
}

/** The operations of an action against the zone now; only a revert can meet conflicts (records changed since). */
export const planAction = (action: HistoryAction, zone: ZoneState, prepared: PreparedZone): RevertPlan => {
    switch (action.kind) {
        case 'revert':
            return planRevert(action.entry.operations, zone);
        case 'restore':
            return { ops: restoreOps(zone.zone, prepared.records, prepared.newer, action.entry.id), conflicts: [] };
        case 'bringBack':
            return { ops: bringBackOps(action.op), conflicts: [] };
    }
};
