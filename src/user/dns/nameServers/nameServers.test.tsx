import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ListContextProvider, memoryStore, useList, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Domain } from '../../../data/domains/api';
import { i18nProvider } from '../../../i18n/provider';
import '../../../i18n/areas/userRoutes';
import dnsArea from '../../../i18n/areas/user/dns';
import { addAreaMessages } from '../../../i18n/provider';
import { AddedNameServers } from '../domains/AddedNameServers';
import { HeaderNameServers } from '../domain/HeaderNameServers';
import { ApexTable } from '../domain/records/ApexTable';
import { NsCheck } from './NsCheck';

addAreaMessages(dnsArea);

const DOMAIN: Domain = {
    id: 7,
    domain: 'example.com',
    status: 1,
    whoisStatus: 0,
    nsRecords: '["ns1.dnsconsole.cn","ns2.dnsconsole.cn"]',
    errorInfo: '[]',
    recordCount: 0,
    locked: 0,
    userid: 1,
    nsTtl: 86400,
    soa: {
        mname: 'ns1.dnsconsole.cn',
        rname: 'hostmaster.dnsconsole.cn',
        serial: 1764300000,
        refresh: 3600,
        retry: 600,
        expire: 1209600,
        minimum: 600,
        ttl: 600,
    },
};

const Records = ({ filter, children }: { filter?: Record<string, unknown>; children: ReactNode }) => (
    <ListContextProvider value={useList<{ id: number }>({ data: [], filter })}>{children}</ListContextProvider>
);

const renderWith = (children: ReactNode, provider: Partial<Record<string, unknown>> = {}) => {
    const dataProvider = { getOne: vi.fn(async () => ({ data: DOMAIN })), ...provider } as unknown as DataProvider;
    render(
        <MemoryRouter initialEntries={['/d/7']}>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/d/:id" element={children} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
    return dataProvider;
};

/** Runs `test` in Chinese, then in English. */
const inBoth = async (test: (locale: 'cn' | 'en') => Promise<void>) => {
    await test('cn');
    await i18nProvider.changeLocale('en');
    try {
        document.body.innerHTML = '';
        await test('en');
    } finally {
        await i18nProvider.changeLocale('cn');
    }
};

const writeText = vi.fn(async () => undefined);
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
afterEach(() => writeText.mockClear());

describe('the assigned name servers', () => {
    it('the add dialog success names the servers to set, each copyable, and copies them all, one a line', async () => {
        await inBoth(async locale => {
            renderWith(<AddedNameServers id={7} />);
            const list = await screen.findByRole('list', { name: locale === 'cn' ? 'DNS服务器' : 'DNS servers' });
            expect(
                within(list)
                    .getAllByRole('listitem')
                    .map(item => item.textContent),
            ).toEqual(['ns1.dnsconsole.cn', 'ns2.dnsconsole.cn']);
            expect(screen.getByText(locale === 'cn' ? /请到域名注册商处将DNS服务器修改为/ : /change its DNS servers at your registrar to:/)).toBeTruthy();
            fireEvent.click(screen.getByRole('button', { name: locale === 'cn' ? '复制 ns2.dnsconsole.cn' : 'Copy ns2.dnsconsole.cn' }));
            await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('ns2.dnsconsole.cn'));
            fireEvent.click(screen.getByRole('button', { name: locale === 'cn' ? '全部复制' : 'Copy all' }));
            await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('ns1.dnsconsole.cn\nns2.dnsconsole.cn'));
        });
    });

    it('the domain header shows them in a row after a label', async () => {
        await inBoth(async locale => {
            renderWith(<HeaderNameServers domain={DOMAIN} />);
            const row = screen.getByTestId('name-servers');
            expect(row.textContent).toBe(
                locale === 'cn' ? 'DNS服务器ns1.dnsconsole.cnns2.dnsconsole.cn全部复制' : 'DNS serversns1.dnsconsole.cnns2.dnsconsole.cnCopy all',
            );
        });
    });

    it('the record table starts with the service NS and SOA rows: greyed, marked, nothing to select or change', async () => {
        await inBoth(async locale => {
            renderWith(
                <Records>
                    <ApexTable />
                </Records>,
            );
            await waitFor(() => expect(screen.getAllByTestId('apex-row')).toHaveLength(3));
            const [ns1, ns2, soa] = screen.getAllByTestId('apex-row');
            const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map(cell => cell.textContent);
            const managed = locale === 'cn' ? '系统' : 'Service';
            const line = locale === 'cn' ? '默认' : 'Default';
            // the last cell: a lock whose title says why there is no action
            expect(cells(ns1).slice(0, 8)).toEqual(['@', 'NS', line, 'ns1.dnsconsole.cn', '86400', '', managed, '']);
            expect(cells(ns2)[3]).toBe('ns2.dnsconsole.cn');
            expect(cells(soa).slice(0, 3)).toEqual(['@', 'SOA', line]);
            expect(cells(soa)[3]).toBe(
                locale === 'cn'
                    ? '主服务器ns1.dnsconsole.cn管理邮箱hostmaster.dnsconsole.cn序列号1764300000刷新3600重试600过期1209600否定缓存600'
                    : 'Primaryns1.dnsconsole.cnContacthostmaster.dnsconsole.cnSerial1764300000Refresh3600Retry600Expire1209600Negative TTL600',
            );
            for (const row of [ns1, ns2, soa]) {
                expect(row.className).toContain('apex');
                expect(within(row).queryByRole('checkbox')).toBeNull();
                expect(within(row).queryByRole('button')).toBeNull();
                expect(row.getAttribute('title')).toBe(
                    locale === 'cn'
                        ? '由DNS服务管理：仅供查看，不可修改、暂停或删除。'
                        : 'Managed by the DNS service: shown for reference, it cannot be edited, paused or deleted.',
                );
            }
        });
    });

    it('leaves the apex rows out of a filtered view', async () => {
        renderWith(
            <Records filter={{ top: 'www' }}>
                <ApexTable />
            </Records>,
        );
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryAllByTestId('apex-row')).toHaveLength(0);
    });

    it('checks now and says what it found: the registrar still lists others, named, with the ones to set', async () => {
        await inBoth(async locale => {
            const checked: Domain = { ...DOMAIN, whoisStatus: 2, errorInfo: '["dns1.hichina.com","dns2.hichina.com"]', ckTime: '2026-11-28 13:00:00' };
            const checkNs = vi.fn(async () => checked);
            renderWith(<NsCheck domain={DOMAIN} />, { checkNs });
            expect(screen.getByTestId('ns-outcome').textContent).toBe(
                locale === 'cn' ? '尚未检测：系统会定期检测，也可立即检测。' : 'Not checked yet: the check runs regularly, or check now.',
            );
            fireEvent.click(screen.getByRole('button', { name: locale === 'cn' ? '立即检测' : 'Check now' }));
            await waitFor(() => expect(screen.getByTestId('ns-outcome').textContent).toMatch(locale === 'cn' ? /^注册商处的DNS服务器仍为/ : /^Your registrar/));
            expect(checkNs).toHaveBeenCalledWith(7);
            expect(screen.getByTestId('ns-outcome').textContent).toContain(
                locale === 'cn'
                    ? '注册商处的DNS服务器仍为 dns1.hichina.com、dns2.hichina.com：请修改为 ns1.dnsconsole.cn、ns2.dnsconsole.cn。'
                    : 'Your registrar still lists dns1.hichina.com, dns2.hichina.com: change them to ns1.dnsconsole.cn, ns2.dnsconsole.cn.',
            );
            expect(screen.getByText(locale === 'cn' ? '最近检测 2026-11-28 13:00:00' : 'Last checked 2026-11-28 13:00:00')).toBeTruthy();
        });
    });

    it('checks now: the servers point here', async () => {
        await inBoth(async locale => {
            const checkNs = vi.fn(async () => ({ ...DOMAIN, whoisStatus: 1, errorInfo: DOMAIN.nsRecords }));
            renderWith(<NsCheck domain={DOMAIN} />, { checkNs });
            fireEvent.click(screen.getByTestId('ns-check-now'));
            await waitFor(() =>
                expect(screen.getByTestId('ns-outcome').textContent).toBe(
                    locale === 'cn' ? 'DNS服务器已指向本服务：域名的解析服务已生效。' : 'The DNS servers point here: the DNS service of this domain is active.',
                ),
            );
        });
    });
});
