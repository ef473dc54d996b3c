import { describe, expect, it } from 'vitest';
import { gtmTaskProblems, parsePool, poolText } from './rules';
import { NEW_RULE, taskToValues, valuesToTask } from '../../user/monitor/gtm/ruleForm';
import { gtmSaveBody, type GtmTask } from './api';

const keyOf = (found: ReturnType<typeof parsePool>) => ('error' in found ? found.error.message : undefined);

describe('address pools', () => {
    it('reads one value per line (commas and spaces separate too) and checks each for the type', () => {
        expect(parsePool('1.1.1.1\n 2.2.2.2, 3.3.3.3 ', 'A')).toEqual({ values: ['1.1.1.1', '2.2.2.2', '3.3.3.3'] });
        expect(parsePool('2001:db8::1', 'AAAA')).toEqual({ values: ['2001:db8::1'] });
        expect(parsePool('backup.example.com.', 'CNAME')).toEqual({ values: ['backup.example.com.'] });
    });

    it.each([
        ['', 'A', 'gtm.validation.poolRequired'],
        ['1.1.1', 'A', 'gtm.validation.poolValue'],
        ['2001:db8::1', 'A', 'gtm.validation.poolValue'],
        ['1.1.1.1', 'AAAA', 'gtm.validation.poolValue'],
        ['1.1.1.1', 'CNAME', 'gtm.validation.poolValue'],
        ['a.example.com\nb.example.com', 'CNAME', 'gtm.validation.poolCname'],
        ['1.1.1.1\n1.1.1.1', 'A', 'gtm.validation.poolDuplicate'],
        ['2001:db8::1\n2001:DB8:0::1', 'AAAA', 'gtm.validation.poolDuplicate'],
        [Array.from({ length: 11 }, (_v, i) => `10.0.0.${i + 1}`).join('\n'), 'A', 'gtm.validation.poolSize'],
    ] as const)('refuses %j for %s', (text, type, key) => expect(keyOf(parsePool(text, type))).toBe(key));

    it('names the offending value', () => {
        const found = parsePool('1.1.1.1\nnope', 'A');
        expect('error' in found && found.error.args).toEqual({ value: 'nope', type: 'A' });
    });

    it('writes a pool back as lines', () => expect(poolText(['1.1.1.1', '2.2.2.2'])).toBe('1.1.1.1\n2.2.2.2'));
});

describe('the rule', () => {
    const valid = { ...NEW_RULE, domainId: 3, primaryText: '1.1.1.1', backupText: '2.2.2.2' };

    it('accepts a complete rule', () => expect(gtmTaskProblems(valid)).toEqual({}));

    it('judges every field at once', () => {
        const problems = gtmTaskProblems({ ...valid, domainId: '', host: 'a..b', primaryText: '', backupText: 'x', port: 70000, path: 'health', failures: 0, recoveries: 11 });
        expect(Object.keys(problems).sort()).toEqual(['backupText', 'domainId', 'failures', 'host', 'path', 'port', 'primaryText', 'recoveries']);
    });

    it('refuses a value in both pools', () => {
        expect(gtmTaskProblems({ ...valid, backupText: '2.2.2.2\n1.1.1.1' }).backupText).toEqual({ message: 'gtm.validation.poolOverlap', args: { value: '1.1.1.1' } });
    });

    it('needs no port for ping and no path for TCP; recoveries only when switching back', () => {
        expect(gtmTaskProblems({ ...valid, checkType: 'PING', port: '', path: '' })).toEqual({});
        expect(gtmTaskProblems({ ...valid, checkType: 'TCP', path: '' })).toEqual({});
        expect(gtmTaskProblems({ ...valid, switchBack: false, recoveries: 0 })).toEqual({});
        expect(gtmTaskProblems({ ...valid, frequency: 45 }).frequency).toBeDefined();
    });

    it('maps a task to the form and back to the save body', () => {
        const task: GtmTask = {
            id: 7, domainId: 3, domain: 'example.com', host: 'www', type: 'A', primary: ['1.1.1.1', '1.1.1.2'], backup: ['2.2.2.2'],
            checkType: 'HTTPS', port: 443, path: '/ping', frequency: 300, failures: 2, switchBack: 0, recoveries: 3, enabled: 1, state: 1, lastSwitchTime: '', createTime: '',
        };
        const values = taskToValues(task);
        expect(values).toMatchObject({ primaryText: '1.1.1.1\n1.1.1.2', switchBack: false, enabled: true });
        expect(gtmSaveBody(valuesToTask(values, 7))).toEqual({
            id: 7, domainId: 3, host: 'www', type: 'A', primary: ['1.1.1.1', '1.1.1.2'], backup: ['2.2.2.2'],
            checkType: 'HTTPS', port: 443, path: '/ping', frequency: 300, failures: 2, switchBack: 0, recoveries: 3, enabled: 1,
        });
        expect(gtmSaveBody(valuesToTask({ ...values, checkType: 'TCP' }))).toMatchObject({ id: 0, path: '' });
    });
});
