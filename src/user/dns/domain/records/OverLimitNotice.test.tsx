import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, ListContextProvider, memoryStore, useList, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../../../i18n/provider';
import type { DomainLimits } from '../../../../data/changeSets/types';
import { DomainContext } from '../domainParams';
import { OverLimitNotice } from './OverLimitNotice';

const BIG = { domain: 'bigzone-example.com', id: 1, userId: 1 };

const List = ({ children }: { children: ReactNode }) => <ListContextProvider value={useList<{ id: number }>({ data: [] })}>{children}</ListContextProvider>;

const renderNotice = (limits: Partial<DomainLimits>) => {
    const answer: DomainLimits = { plan: '企业版', recordLimit: 3000, recordCount: 5213, minTtl: 10, lineIds: null, recordTypes: null, ...limits };
    const dataProvider = { getDomainLimits: vi.fn(async () => answer) } as unknown as DataProvider;
    return render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <DomainContext.Provider value={BIG}>
                    <List>
                        <OverLimitNotice domainId={BIG.id} domain={BIG.domain} />
                    </List>
                </DomainContext.Provider>
            </AdminContext>
        </MemoryRouter>,
    );
};

describe('OverLimitNotice', () => {
    it("says how many records the zone holds, what its plan allows, and links to the domain's plan", async () => {
        renderNotice({});
        const notice = await screen.findByTestId('records-over-limit');
        expect(notice.textContent).toContain('bigzone-example.com 已有 5,213 条记录，其套餐企业版最多 3,000 条');
        expect(screen.getByRole('link', { name: '升级套餐' }).getAttribute('href')).toBe('/dns/domain/list/admin/bigzone-example.com/1/1/plan');
    });

    it('says so in English too', async () => {
        await i18nProvider.changeLocale('en');
        try {
            renderNotice({});
            const notice = await screen.findByTestId('records-over-limit');
            expect(notice.textContent).toContain(
                'bigzone-example.com holds 5,213 records; its plan 企业版 allows 3,000: new records are refused until you upgrade or delete some.',
            );
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });

    it('says nothing below the limit or without one', async () => {
        const below = renderNotice({ recordCount: 2999 });
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByTestId('records-over-limit')).toBeNull();
        below.unmount();
        renderNotice({ recordLimit: 0 });
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByTestId('records-over-limit')).toBeNull();
    });
});
