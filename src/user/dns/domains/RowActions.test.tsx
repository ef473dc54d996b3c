import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminContext, memoryStore, RecordContextProvider, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { i18nProvider } from '../../../i18n/provider';
import { seedSession } from '../../../console/queryClient';
import { makeDomain } from '../../../../tests/support/fakeDomains';
import type { Domain } from '../../../data/domains/api';
import { DomainNameField } from './fields/DomainNameField';
import { RowActions } from './RowActions';

/** The owner signed in: the app writes the stored session's identity in before the first render (console/queryClient.ts). */
const ownerSession = () => {
    const queryClient = new QueryClient();
    seedSession(queryClient, { getToken: () => 'token', getUser: () => ({ userId: 1, username: 'demo' }) });
    return queryClient;
};

/** One domain's name and actions, as a table row and a phone card show them (both use these parts). */
const renderRow = (domain: Domain) =>
    render(
        <MemoryRouter>
            <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore()} queryClient={ownerSession()}>
                <RecordContextProvider value={domain}>
                    <DomainNameField record={domain} />
                    <RowActions />
                </RecordContextProvider>
            </AdminContext>
        </MemoryRouter>,
    );

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The reason a closed action gives, on hover of its wrapper. */
const reasonOf = async (name: string) => {
    const wrapper = button(name).closest('[aria-label]')!;
    fireEvent.focus(wrapper);
    return (await screen.findByRole('tooltip')).textContent;
};

afterEach(async () => {
    await i18nProvider.changeLocale('cn');
});

describe("a domain row's actions", () => {
    it('closes pause and delete on a locked domain and says why (cn, en); enabling a locked paused domain stays open', async () => {
        const view = renderRow(makeDomain(1, 'alpha.com', { locked: 1 }));
        await screen.findByText('alpha.com');
        expect(button('暂停').disabled).toBe(true);
        expect(button('删除').disabled).toBe(true);
        expect(await reasonOf('删除')).toBe('域名已锁定：解锁后才能暂停或删除');
        view.unmount();

        await i18nProvider.changeLocale('en');
        renderRow(makeDomain(2, 'beta.com', { locked: 1, status: 3 }));
        await screen.findByText('beta.com');
        expect(button('Enable').disabled).toBe(false);
        expect(button('Delete').disabled).toBe(true);
        expect(await reasonOf('Delete')).toBe('Locked: unlock it to pause or delete it');
    });

    it('shows a shared domain with its owner and closes the owner-only actions (cn, en)', async () => {
        const shared = makeDomain(302, 'weekend-photo.net', { isShare: 1, shareFrom: 'lisi', shareRights: 2, userid: 8 });
        const view = renderRow(shared);
        const chip = await screen.findByTestId('domain-shared-chip');
        expect(chip.textContent).toBe('来自 lisi 的授权');
        expect(chip.getAttribute('title')).toBe('查看和修改记录');
        expect(button('暂停').disabled).toBe(true);
        expect(await reasonOf('暂停')).toBe('来自 lisi 的授权：仅域名所有者可执行此操作');
        expect(screen.getByRole('link', { name: 'weekend-photo.net' }).getAttribute('href')).toBe('/dns/domain/list/admin/weekend-photo.net/302/8/record');
        view.unmount();

        await i18nProvider.changeLocale('en');
        renderRow({ ...shared, shareRights: 1 });
        expect(within(await screen.findByTestId('domain-shared-chip')).getByText('Licensed by lisi')).toBeTruthy();
        expect(screen.getByTestId('domain-shared-chip').getAttribute('title')).toBe('View only');
        expect(button('Delete').disabled).toBe(true);
    });

    it('leaves an own unlocked domain open', async () => {
        renderRow(makeDomain(3, 'gamma.net'));
        await screen.findByText('gamma.net');
        expect(button('暂停').disabled).toBe(false);
        expect(button('删除').disabled).toBe(false);
        expect(screen.queryByTestId('domain-shared-chip')).toBeNull();
    });
});
