import { GTM_STATE, type GtmTask } from '../../../data/gtmTasks/api';
import { GTM_DEFAULT_PORTS, poolText } from '../../../data/gtmTasks/rules';

/** The rule form's values (pools as text, one value per line; switches as booleans). */
export interface GtmRuleValues {
    domainId: number | '';
    host: string;
    type: GtmTask['type'];
    primaryText: string;
    backupText: string;
    checkType: GtmTask['checkType'];
    port: number | '';
    path: string;
    frequency: number;
    failures: number;
    switchBack: boolean;
    recoveries: number;
    enabled: boolean;
}

/** A new task's defaults: www A, HTTP 80 /, every minute, 3 failures, switch back after 3 successes, on. */
export const NEW_RULE: GtmRuleValues = {
    domainId: '',
    host: 'www',
    type: 'A',
    primaryText: '',
    backupText: '',
    checkType: 'HTTP',
    port: GTM_DEFAULT_PORTS.HTTP,
    path: '/',
    frequency: 60,
    failures: 3,
    switchBack: true,
    recoveries: 3,
    enabled: true,
};

/** A task as the form shows it. */
export const taskToValues = (task: GtmTask): GtmRuleValues => ({
    domainId: task.domainId,
    host: task.host,
    type: task.type,
    primaryText: poolText(task.primary),
    backupText: poolText(task.backup),
    checkType: task.checkType,
    port: task.checkType === 'PING' ? '' : task.port,
    path: task.path || '/',
    frequency: task.frequency,
    failures: task.failures,
    switchBack: Number(task.switchBack) === 1,
    recoveries: task.recoveries,
    enabled: Number(task.enabled) === 1,
});

const lines = (text: string): string[] =>
    text
        .split(/[\s,，]+/)
        .map(item => item.trim())
        .filter(Boolean);

/** The form's values as the task the save call sends (gtmSaveBody finishes the wire shape). */
export const valuesToTask = (values: GtmRuleValues, id?: number): Partial<GtmTask> => ({
    ...(id ? { id } : {}),
    domainId: Number(values.domainId),
    host: values.host.trim() || '@',
    type: values.type,
    primary: lines(values.primaryText),
    backup: lines(values.backupText),
    checkType: values.checkType,
    port: values.checkType === 'PING' ? 0 : Number(values.port),
    path: values.checkType === 'HTTP' || values.checkType === 'HTTPS' ? values.path.trim() : '',
    frequency: Number(values.frequency),
    failures: Number(values.failures),
    switchBack: values.switchBack ? 1 : 0,
    recoveries: Number(values.recoveries),
    enabled: values.enabled ? 1 : 0,
    state: values.enabled ? GTM_STATE.primary : GTM_STATE.paused,
});
