import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { identityOf } from '../../authProvider/session';
import { addAreaMessages, i18nProvider } from '../../i18n/provider';
import dnsArea from '../../i18n/areas/user/dns';
import { useSubAccountClosure } from './subAccountReason';

// the user info never answers here: what the hook knows comes from the sign-in identity alone
const dataProvider = { getUserInfo: () => new Promise(() => undefined) } as unknown as DataProvider;
const authProvider = { getIdentity: () => new Promise(() => undefined) } as unknown as AuthProvider;

const render = (identity?: ReturnType<typeof identityOf>) => {
    const queryClient = new QueryClient();
    if (identity) queryClient.setQueryData(['auth', 'getIdentity'], identity);
    const wrapper = ({ children }: { children: ReactNode }) => (
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
            {children}
        </AdminContext>
    );
    return renderHook(() => useSubAccountClosure('records'), { wrapper }).result.current;
};

addAreaMessages(dnsArea);

describe("a sub-account's role before its user info loads", () => {
    afterEach(() => i18nProvider.changeLocale('cn'));

    it("leaves the owner's buttons open from the first render (the stored identity names no sub-account)", () => {
        expect(render(identityOf({ userId: 1, username: 'demo' }))).toEqual({ reason: null, checking: false });
    });

    it("closes a read-only sub-account's record buttons from the first render, with its role's reason", () => {
        const identity = identityOf({ userId: 1, username: 'demo', subAccount: { role: 'viewer', owner: 'demo' } });
        expect(render(identity)).toEqual({ reason: '您的子账号角色（只读）不能执行此操作，请联系主账号 demo', checking: false });
    });

    it('keeps them closed while nobody knows yet, saying so in both languages', async () => {
        expect(render()).toEqual({ reason: '正在确认账号权限…', checking: true });
        await i18nProvider.changeLocale('en');
        expect(render()).toEqual({ reason: 'Checking what your account may do…', checking: true });
    });
});
