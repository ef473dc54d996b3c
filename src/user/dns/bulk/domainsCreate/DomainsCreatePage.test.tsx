import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../i18n/provider';
import { DomainsCreatePage } from './DomainsCreatePage';
import { getDemoDb, saveDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import { renderUserRoute } from '../../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../../tests/support/server';

setupDemoServer();

const PATH = '/dns/domain/bulk/domainsCreate';
const renderPage = () => renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route: PATH, path: PATH, screen: <DomainsCreatePage /> });
const domainsField = () => screen.getByRole('textbox', { name: /域名|Domains/ });
const typeDomains = (text: string) => fireEvent.change(domainsField(), { target: { value: text } });

describe('bulk add domains', () => {
    it('shows the bulk tabs, names a repeated line at the field and keeps what was typed', async () => {
        renderPage();
        const tabs = await screen.findByRole('tablist', { name: '批量操作' });
        expect(within(tabs).getAllByRole('tab')).toHaveLength(8);
        typeDomains('bulk-one.com\nbulk-two.cn\nBULK-ONE.com');
        fireEvent.click(screen.getByRole('button', { name: '添加域名' }));
        expect(await screen.findByText('第 3 行与第 1 行是同一个域名：BULK-ONE.com')).toBeTruthy();
        expect((domainsField() as HTMLTextAreaElement).value).toBe('bulk-one.com\nbulk-two.cn\nBULK-ONE.com');
        expect(screen.queryByTestId('bulk-progress')).toBeNull();
        expect(getDemoDb().bulk.jobs).toHaveLength(1);
    });

    it('adds the domains as a job, reports the refused one with its line and reason, and retries it', async () => {
        renderPage();
        await screen.findByRole('tablist', { name: '批量操作' });
        typeDomains('bulk-one.com\n\nlisi-studio.com\nbulk-two.cn');
        expect(screen.getByTestId('domain-count').textContent).toBe('3 个域名');
        fireEvent.click(screen.getByRole('button', { name: '添加域名' }));

        const report = await screen.findByTestId('bulk-report', {}, { timeout: 5000 });
        expect(within(report).getByText('成功：2')).toBeTruthy();
        expect(within(report).getByText('失败：1')).toBeTruthy();
        const refused = within(report).getByRole('table', { name: '失败的项目' });
        const row = within(refused).getAllByRole('row')[1];
        expect(
            within(row)
                .getAllByRole('cell')
                .map(cell => cell.textContent),
        ).toEqual(['lisi-studio.com', '3', '该域名已被其他账号添加']);
        const db = getDemoDb();
        expect(db.domains.filter(domain => domain.userId === 1 && domain.domain.startsWith('bulk-')).map(domain => domain.domain)).toEqual([
            'bulk-one.com',
            'bulk-two.cn',
        ]);
        expect(db.bulk.jobs.at(-1)).toMatchObject({ type: 'domainsCreate', title: '3 个域名', succeeded: 2, refused: 1, status: 1 });

        // the other account lets go of it: retrying the refused adds it
        db.domains = db.domains.filter(domain => domain.domain !== 'lisi-studio.com');
        saveDemoDb();
        fireEvent.click(within(report).getByRole('button', { name: '重试失败项' }));
        await waitFor(() => expect(screen.getByTestId('bulk-counts').textContent).toContain('成功：1'));
        expect(screen.getByTestId('bulk-counts').textContent).toContain('失败：0');
        expect(getDemoDb().bulk.jobs.at(-1)).toMatchObject({ title: '1 个域名', total: 1, succeeded: 1, refused: 0 });
        expect((domainsField() as HTMLTextAreaElement).value).toBe('bulk-one.com\n\nlisi-studio.com\nbulk-two.cn');
    });

    it('reads each line as the add dialog does: refuses a suffix that is not public, says what it leaves out, adds punycode', async () => {
        renderPage();
        await screen.findByRole('tablist', { name: '批量操作' });
        typeDomains('https://www.bulk-three.com/\na.b');
        fireEvent.click(screen.getByRole('button', { name: '添加域名' }));
        expect(await screen.findByText('第 2 行的域名后缀不是有效的顶级域名：a.b')).toBeTruthy();
        typeDomains('https://www.bulk-three.com/\nco.uk');
        expect(await screen.findByText('第 2 行是公共后缀，不能作为域名添加：co.uk')).toBeTruthy();
        typeDomains('https://www.bulk-three.com/\n\n商店例子.中国');
        await waitFor(() =>
            expect(
                within(screen.getByTestId('domain-list-notes'))
                    .getAllByRole('listitem')
                    .map(item => item.textContent),
            ).toEqual(['第 1 行：将添加 bulk-three.com，已去掉 “https://”、“www.”、“/”。', '第 3 行：以 xn--fsq92ltwf3ud.xn--fiqs8s 保存。']),
        );
        fireEvent.click(screen.getByRole('button', { name: '添加域名' }));
        const report = await screen.findByTestId('bulk-report', {}, { timeout: 5000 });
        expect(within(report).getByText('成功：2')).toBeTruthy();
        expect(
            getDemoDb()
                .domains.filter(domain => domain.userId === 1)
                .map(domain => domain.domain),
        ).toEqual(expect.arrayContaining(['bulk-three.com', 'xn--fsq92ltwf3ud.xn--fiqs8s']));
    });

    it('names every bad line with its number at once, and says the count at the field', async () => {
        renderPage();
        await screen.findByRole('tablist', { name: '批量操作' });
        typeDomains('a.b\nhttp://bulk-five.com/\nnot_a domain\n\nbulk-five.com\nco.uk');
        fireEvent.click(screen.getByRole('button', { name: '添加域名' }));
        expect(await screen.findByText('有 4 行需要修改，见下方')).toBeTruthy();
        expect(
            within(screen.getByTestId('line-problems'))
                .getAllByRole('listitem')
                .map(item => item.textContent),
        ).toEqual([
            '第 1 行的域名后缀不是有效的顶级域名：a.b',
            '第 3 行域名格式不正确：not_a domain',
            '第 5 行与第 2 行是同一个域名：bulk-five.com',
            '第 6 行是公共后缀，不能作为域名添加：co.uk',
        ]);
        expect(screen.getByTestId('domain-list-notes').textContent).toBe('第 2 行：将添加 bulk-five.com，已去掉 “http://”、“/”。');
        // corrected down to one problem: said at the field, no list
        typeDomains('http://bulk-five.com/\nco.uk');
        expect(await screen.findByText('第 2 行是公共后缀，不能作为域名添加：co.uk')).toBeTruthy();
        expect(screen.queryByTestId('line-problems')).toBeNull();
    });

    describe('in English', () => {
        afterEach(() => i18nProvider.changeLocale('cn'));

        it('names the refused line and the lines read otherwise than typed', async () => {
            await i18nProvider.changeLocale('en');
            renderPage();
            await screen.findByRole('tablist');
            typeDomains('www.bulk-four.com\nexample.invalidtld');
            fireEvent.click(screen.getByRole('button', { name: 'Add the domains' }));
            expect(await screen.findByText('Line 2 does not end in a known top-level domain: example.invalidtld')).toBeTruthy();
            typeDomains('www.bulk-four.com\ncom');
            expect(await screen.findByText('Line 2 is a public suffix, not a domain: com')).toBeTruthy();
            expect(screen.getByTestId('domain-list-notes').textContent).toBe('Line 1: Will add bulk-four.com: left out “www.”.');
            typeDomains('https://bulk-four.com/path\ncom\na.b');
            expect(await screen.findByText('2 lines to correct, listed below')).toBeTruthy();
            expect(screen.getByTestId('line-problems').textContent).toBe(
                'Line 2 is a public suffix, not a domain: comLine 3 does not end in a known top-level domain: a.b',
            );
        });
    });
});
