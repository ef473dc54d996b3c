import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { setupDemoServer } from '../../../../tests/support/server';
import { fakeDomainsBackend, makeDomain } from '../../../../tests/support/fakeDomains';
import { renderDomains } from '../../../../tests/support/renderDomains';

const server = setupDemoServer();

afterEach(async () => {
    await i18nProvider.changeLocale('cn');
});

const searchFor = async (placeholder: string, value: string) => {
    const search = await screen.findByPlaceholderText(placeholder);
    await screen.findByRole('link', { name: 'alpha.com' });
    fireEvent.change(search, { target: { value } });
};

describe('My domains: filters as chips, and a filtered empty state', () => {
    it('shows the search as a removable chip and says "filtered" with a reset when nothing matches (cn)', async () => {
        server.use(...fakeDomainsBackend([makeDomain(1, 'alpha.com'), makeDomain(2, 'beta.cn')]).handlers);
        renderDomains();
        await searchFor('搜索域名', 'zzz');
        const empty = await screen.findByTestId('domains-filtered');
        expect(within(empty).getByText('没有符合筛选条件的域名')).toBeTruthy();
        expect(within(screen.getByTestId('domain-filter-chips')).getByText('搜索：zzz')).toBeTruthy();
        fireEvent.click(within(empty).getByRole('button', { name: '显示全部域名' }));
        expect(await screen.findByRole('link', { name: 'alpha.com' })).toBeTruthy();
        await waitFor(() => expect(screen.queryByTestId('domain-filter-chips')).toBeNull());
    });

    it('removes one filter from its chip (en)', async () => {
        await i18nProvider.changeLocale('en');
        server.use(...fakeDomainsBackend([makeDomain(1, 'alpha.com'), makeDomain(2, 'beta.cn')]).handlers);
        renderDomains();
        await searchFor('Search domains', 'beta');
        const chips = await screen.findByTestId('domain-filter-chips');
        expect(within(chips).getByText('Search: beta')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('link', { name: 'alpha.com' })).toBeNull());
        fireEvent.click(within(chips).getByTestId('CancelIcon'));
        expect(await screen.findByRole('link', { name: 'alpha.com' })).toBeTruthy();
    });
});
