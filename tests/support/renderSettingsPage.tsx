import type { ComponentType } from 'react';
import { getDemoDb } from '../../src/demo/db';
import { renderAdminScreen } from './renderAdminScreen';

/** A settings page as the admin app runs it (tests/support/renderAdminScreen). */
export const renderSettingsPage = (Page: ComponentType) => renderAdminScreen('/', <Page />);

/** The stored paramValue of a system parameter, parsed. */
export const storedValue = (id: number): Record<string, unknown> =>
    JSON.parse(getDemoDb().sysConfigs.find(config => config.id === id)?.paramValue ?? '{}') as Record<string, unknown>;

/** Replaces a stored paramValue before the page loads it. */
export const storeValue = (id: number, value: Record<string, unknown>) => {
    const record = getDemoDb().sysConfigs.find(config => config.id === id);
    if (record) record.paramValue = JSON.stringify(value);
};

export const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
