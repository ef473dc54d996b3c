import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../i18n/provider';
import { renderWithAdmin, zoneRecord } from '../../changeSets/testing';
import { RevertConflicts } from './RevertConflicts';

const before = zoneRecord(2, { top: 'www' });
const conflicts = [
    { index: 0, op: { op: 'update' as const, before, after: { ...before, ttl: 300 } }, current: { ...before, record_line_id: '7', record_line_name: '电信' } },
];

describe('RevertConflicts', () => {
    afterEach(async () => {
        await i18nProvider.changeLocale('cn');
    });

    it('says what changed since the entry, the line by its name', () => {
        renderWithAdmin(<RevertConflicts conflicts={conflicts} choices={new Map()} onChange={() => undefined} />);
        expect(screen.getByText(/^线路/).textContent).toBe('线路: 默认 → 当前 电信');
    });

    it('names a standard line in English in the English console', async () => {
        await i18nProvider.changeLocale('en');
        renderWithAdmin(<RevertConflicts conflicts={conflicts} choices={new Map()} onChange={() => undefined} />);
        expect(screen.getByText(/^Line/).textContent).toMatch(/^Line: Default → \S+ China Telecom$/);
    });
});
