import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { escapeRegExp, templatePattern } from '../../../format/templatePattern';
import { auditSummariesCn } from '../../../i18n/sections/auditSummaries';
import { logTextsCn } from '../../../i18n/sections/logTexts';
import type { AuditEntry } from '../../../data/adminAudit/types';
import { useLogText } from '../../../ui/logText';

/** The values that are numbers. */
const NUMBERS = new Set(['smart_count', 'size']);

/** How much of a template is its own words: a template with more of them is tried first (it is the more specific). */
const ownWords = (template: string): number => template.replace(/%\{\w+\}/g, '').length;

/**
 * Each summary the service writes, by its key and its Chinese template read back as a pattern, the most specific
 * first ("停用账号，原因：x" is the account's, not an amount "%{amount}，原因：x" whose amount is 停用账号).
 */
const READERS = Object.entries(auditSummariesCn)
    .filter(([key]) => key !== 'acting')
    .sort(([, a], [, b]) => ownWords(b) - ownWords(a))
    .map(([key, template]) => [key, templatePattern(template, NUMBERS)] as const);

/** The user's log actions the console knows, as a pattern. */
const ACTIONS = `(?:${Object.values(logTextsCn.actions).map(escapeRegExp).join('|')})`;
/** Where a change made as a user names its next log row: "；" before a known action and "：". */
const NEXT_ROW = new RegExp(`；(?=${ACTIONS}：)`);
/** A log row: its known action, "：", its summary. */
const ROW = new RegExp(`^(${ACTIONS})：([\\s\\S]*)$`);

/**
 * An audit entry's summary in the language shown: a summary the service writes by its template (values kept, free
 * text such as a reason as typed); a change made as a user as each of the user's log rows, its action and summary
 * read as the user's log reads them (ui/logText). Anything else as the service wrote it.
 */
export const useAuditSummary = (): ((entry: Pick<AuditEntry, 'action' | 'summary'>) => string) => {
    const translate = useTranslate();
    const logText = useLogText();
    return useCallback(
        ({ action, summary }) => {
            if (action === 'acting') {
                return summary
                    .split(NEXT_ROW)
                    .map(row => {
                        const [, name, text] = ROW.exec(row) ?? [];
                        return name === undefined ? row : translate('auditSummaries.acting', { action: logText.action(name), summary: logText.summary(text) });
                    })
                    .join(translate('logTexts.separator'));
            }
            for (const [key, pattern] of READERS) {
                const match = pattern.exec(summary);
                if (!match) continue;
                const numbers = Object.fromEntries(
                    Object.entries(match.groups ?? {}).map(([name, value]) => [name, NUMBERS.has(name) ? Number(value) : value]),
                );
                return translate(`auditSummaries.${key}`, numbers);
            }
            return summary;
        },
        [translate, logText],
    );
};
