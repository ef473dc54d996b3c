import { bulkChangesOf, type ChangeSetJob } from '../../../../data/bulkJobs/runChangeSetJob';
import type { ImportPlan } from './plan';

/**
 * The bulk job of an import (type recordImport, one entry of the bulk log): the plan's change set, applied by
 * runChangeSetJob in chunks of 500 (deletes, updates, adds), each operation's result carrying its file line.
 */
export const importJob = (plan: Pick<ImportPlan, 'set' | 'fileLines'>, title: string): ChangeSetJob => ({
    type: 'recordImport',
    title,
    changes: bulkChangesOf(plan.set, index => plan.fileLines[index]),
});
