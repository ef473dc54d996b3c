import { recordsOfGroups, TEMPLATE_FIELDS } from './applyTemplate';
import { variablesIn } from './substitute';
import type { Template } from './template';

/** The variables a template's records (of the chosen groups) ask for, built-in ones aside, in order of first use. */
export const templateVariables = (template: Template, groups?: readonly string[]): string[] => {
    const names: string[] = [];
    for (const record of recordsOfGroups(template, groups))
        for (const field of TEMPLATE_FIELDS) {
            const value = record[field];
            if (typeof value === 'string') for (const name of variablesIn(value)) if (!names.includes(name)) names.push(name);
        }
    return names;
};

/** The groups a template's records name, in order. */
export const templateGroups = (template: Template): string[] => [...new Set(template.records.flatMap(record => (record.groupId ? [record.groupId] : [])))];
