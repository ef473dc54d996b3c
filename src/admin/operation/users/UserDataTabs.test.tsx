import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';
import { UserOrders } from './UserDataTabs';

setupDemoServer();

afterEach(() => i18nProvider.changeLocale('cn'));

const items = async () => {
    renderAdminScreen('/operation/users/1', <UserOrders userId={1} />);
    const table = await screen.findByTestId('user-orders');
    return within(table)
        .getAllByRole('row')
        .slice(1)
        .map(row => row.querySelectorAll('td')[1].textContent);
};

describe("the user's orders tab", () => {
    it('names the items as the service wrote them in Chinese', async () => {
        expect(await items()).toEqual(expect.arrayContaining(['余额充值', '专业版 续费 · 1年']));
    });

    it('names the items in English in English', async () => {
        await i18nProvider.changeLocale('en');
        const names = await items();
        expect(names).toEqual(expect.arrayContaining(['Balance top-up', 'Professional renewal · 1 year']));
        expect(names.join()).not.toMatch(/[\u4e00-\u9fa5]/);
    });
});
