import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiTokensPage } from './ApiTokensPage';
import { getDemoDb } from '../../../demo/db';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAccountScreen } from '../../../../tests/support/renderAccountScreen';

setupDemoServer();

const renderPage = (locale: 'cn' | 'en' = 'cn') => renderAccountScreen('/account/tokens', <ApiTokensPage />, '/account/tokens', 1, locale);

const TEXTS = {
    cn: {
        create: '新建令牌',
        name: '名称',
        records: '解析记录',
        read: '只读',
        submit: '创建',
        done: '我已复制',
        nameRequired: '请填写令牌名称',
        allow: 'IP 白名单（可选）',
    },
    en: {
        create: 'New token',
        name: 'Name',
        records: 'Records',
        read: 'Read',
        submit: 'Create',
        done: 'I have copied it',
        nameRequired: 'Give the token a name',
        allow: 'IP allow-list (optional)',
    },
} as const;

describe('API tokens screen', () => {
    it('lists the seeded tokens: permissions, domains, addresses, last use', async () => {
        renderPage();
        const rows = await screen.findAllByTestId('token-row');
        expect(rows.map(row => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Grafana 看板at_demo…', 'CI 部署at_demo…']);
        expect(rows[1].textContent).toContain('解析记录 · 读写');
        expect(rows[1].textContent).toContain('58.33.12.0/24, 2001:db8::/32');
        expect(rows[0].textContent).toContain('从未使用');
        expect(screen.getByTestId('token-example').textContent).toContain("app/dns/user/chart/data?domain=example.com' -H 'apikey: at_demo…'");
    });

    it.each(['cn', 'en'] as const)('%s: checks the draft, then creates the token and shows its secret once', async locale => {
        const text = TEXTS[locale];
        renderPage(locale);
        fireEvent.click(await screen.findByRole('button', { name: text.create }));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: text.submit }));
        await within(dialog).findByText(text.nameRequired);
        fireEvent.change(within(dialog).getByRole('textbox', { name: text.allow }), { target: { value: '10.0.0.0/8\n\nnope\n10.0.0.1/8' } });
        const lines = within(dialog).getByTestId('allow-ip-errors');
        expect(lines.children).toHaveLength(2);
        expect(lines.children[0].textContent).toContain(locale === 'cn' ? '第 3 行“nope”' : 'Line 3: "nope"');
        expect(lines.children[1].textContent).toContain(locale === 'cn' ? '第 4 行“10.0.0.1/8”的主机位不为零' : 'Line 4: "10.0.0.1/8" has host bits set');
        fireEvent.change(within(dialog).getByRole('textbox', { name: text.allow }), { target: { value: '10.0.0.0/8\n2001:db8::/32' } });
        fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${text.name}`) }), { target: { value: 'deploy' } });
        fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: text.records }));
        fireEvent.click(await screen.findByRole('option', { name: text.read }));
        fireEvent.click(within(dialog).getByRole('button', { name: text.submit }));

        const secret = await screen.findByTestId('token-secret');
        expect(secret.textContent).toMatch(/^at_[0-9a-f]{32}$/);
        const made = getDemoDb().apiTokens.find(token => token.name === 'deploy')!;
        expect(made).toMatchObject({ scopes: 'records:read', resourceType: 'all', allowIps: '10.0.0.0/8,2001:db8::/32', secret: secret.textContent });
        fireEvent.click(screen.getByRole('button', { name: text.done }));
        await waitFor(() => expect(screen.queryByTestId('token-secret')).toBeNull());
        // the example keeps the secret while the page is open; the list never shows it
        expect(screen.getByTestId('token-example').textContent).toContain(`apikey: ${made.secret}`);
        await waitFor(() => expect(screen.getAllByTestId('token-row')).toHaveLength(3));
        expect(screen.getByTestId('token-table').textContent).not.toContain(made.secret);
    });

    it('rolls and revokes only after a confirmation naming the token', async () => {
        renderPage();
        await screen.findAllByTestId('token-row');
        const old = getDemoDb().apiTokens[0].secret;
        fireEvent.click(screen.getByRole('button', { name: '轮换 CI 部署' }));
        const roll = await screen.findByRole('dialog');
        expect(roll.textContent).toContain('确定轮换“CI 部署”？');
        fireEvent.click(within(roll).getByRole('button', { name: '轮换' }));
        const secret = await screen.findByTestId('token-secret');
        expect(secret.textContent).not.toBe(old);
        expect(getDemoDb().apiTokens[0].secret).toBe(secret.textContent);
        fireEvent.click(screen.getByRole('button', { name: '我已复制' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        fireEvent.click(screen.getByRole('button', { name: '吊销 CI 部署' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '吊销' }));
        await screen.findByText('令牌已吊销');
        await waitFor(() => expect(screen.getAllByTestId('token-row')).toHaveLength(1));
        expect(getDemoDb().apiTokens.map(token => token.name)).toEqual(['Grafana 看板']);
    });
});
