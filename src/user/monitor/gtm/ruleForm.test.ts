import { describe, expect, it } from 'vitest';
import { gtmSaveBody, type GtmTask } from '../../../data/gtmTasks/api';
import { gtmTaskProblems } from '../../../data/gtmTasks/rules';
import { NEW_RULE, taskToValues, valuesToTask } from './ruleForm';

describe('the rule', () => {
    const valid = { ...NEW_RULE, domainId: 3, primaryText: '1.1.1.1', backupText: '2.2.2.2' };

    it('accepts a complete rule', () => expect(gtmTaskProblems(valid)).toEqual({}));

    it('judges every field at once', () => {
        const problems = gtmTaskProblems({
            ...valid,
            domainId: '',
            host: 'a..b',
            primaryText: '',
            backupText: 'x',
            port: 70000,
            path: 'health',
            failures: 0,
            recoveries: 11,
        });
        expect(Object.keys(problems).sort()).toEqual(['backupText', 'domainId', 'failures', 'host', 'path', 'port', 'primaryText', 'recoveries']);
    });

    it('refuses a value in both pools', () => {
        expect(gtmTaskProblems({ ...valid, backupText: '2.2.2.2\n1.1.1.1' }).backupText).toEqual({
            message: 'gtm.validation.poolOverlap',
            args: { value: '1.1.1.1' },
        });
    });

    it('needs no port for ping and no path for TCP; recoveries only when switching back', () => {
        expect(gtmTaskProblems({ ...valid, checkType: 'PING', port: '', path: '' })).toEqual({});
        expect(gtmTaskProblems({ ...valid, checkType: 'TCP', path: '' })).toEqual({});
        expect(gtmTaskProblems({ ...valid, switchBack: false, recoveries: 0 })).toEqual({});
        expect(gtmTaskProblems({ ...valid, frequency: 45 }).frequency).toBeDefined();
    });

    it('maps a task to the form and back to the save body', () => {
        const task: GtmTask = {
            id: 7,
            domainId: 3,
            domain: 'example.com',
            host: 'www',
            type: 'A',
            primary: ['1.1.1.1', '1.1.1.2'],
            backup: ['2.2.2.2'],
            checkType: 'HTTPS',
            port: 443,
            path: '/ping',
            frequency: 300,
            failures: 2,
            switchBack: 0,
            recoveries: 3,
            enabled: 1,
            state: 1,
            lastSwitchTime: '',
            createTime: '',
        };
        const values = taskToValues(task);
        expect(values).toMatchObject({ primaryText: '1.1.1.1\n1.1.1.2', switchBack: false, enabled: true });
        expect(gtmSaveBody(valuesToTask(values, 7))).toEqual({
            id: 7,
            domainId: 3,
            host: 'www',
            type: 'A',
            primary: ['1.1.1.1', '1.1.1.2'],
            backup: ['2.2.2.2'],
            checkType: 'HTTPS',
            port: 443,
            path: '/ping',
            frequency: 300,
            failures: 2,
            switchBack: 0,
            recoveries: 3,
            enabled: 1,
        });
        expect(gtmSaveBody(valuesToTask({ ...values, checkType: 'TCP' }))).toMatchObject({ id: 0, path: '' });
    });
});
