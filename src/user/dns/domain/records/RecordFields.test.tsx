import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createUserDataProvider } from '../../../dataProvider';
import { getDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import { i18nProvider } from '../../../../i18n/provider';
import type { DnsRecord } from '../../../../data/records/api';
import { setupDemoServer } from '../../../../../tests/support/server';
import { testServices } from '../../../../../tests/support/services';
import { Form, SaveButton } from '../../../../ui/singleFlight';
import { emptyRecordForm, recordToForm } from './recordForm';
import { RecordFields } from './RecordFields';

setupDemoServer();

/** A domain of the first demo user without a plan in use: the free plan (TTL from 600, lines 默认 电信 联通, no URL forwarding). */
const freeZone = () => {
    const db = getDemoDb();
    const planned = new Set(db.consumes.filter(row => row.mode === 1).map(row => row.domainId));
    return db.domains.find(row => row.userId === 1 && !planned.has(row.id) && !row.locked)!;
};

/** RecordFields in a form over the demo backend, signed in as the first demo user. */
const renderFields = (editing?: DnsRecord) => {
    const zone = freeZone();
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
        <MemoryRouter>
            <AdminContext dataProvider={createUserDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <Form defaultValues={editing ? recordToForm(editing) : emptyRecordForm()} mode="onBlur" onSubmit={() => undefined}>
                    <RecordFields domainId={zone.id} domain={zone.domain} editing={editing} />
                    <SaveButton label="records.editor.save" alwaysEnable />
                </Form>
            </AdminContext>
        </MemoryRouter>,
    );
    return zone;
};

const option = (name: RegExp) => screen.getByRole('option', { name });
const disabled = (element: HTMLElement) => element.getAttribute('aria-disabled') === 'true';

describe('the record form under the domain plan', () => {
    it('shows TTL presets below the plan disabled with "upgrade", and the hint with the link to the plan', async () => {
        const user = userEvent.setup();
        const zone = renderFields();
        const hint = await screen.findByTestId('plan-hint');
        expect(hint.textContent).toContain('免费版');
        expect(within(hint).getByRole('link').getAttribute('href')).toBe('/plan/purchase');
        await user.click(screen.getByRole('combobox', { name: /TTL/ }));
        expect(disabled(option(/^60 · /))).toBe(true);
        expect(option(/^60 · /).textContent).toContain('需升级套餐');
        expect(disabled(option(/^300 · /))).toBe(true);
        expect(disabled(option(/^600 · /))).toBe(false);
        expect(disabled(option(/^3600 · /))).toBe(false);
        expect(zone.domain).toBeTruthy();
    });

    it('refuses a typed TTL below the plan at the field', async () => {
        const user = userEvent.setup();
        renderFields();
        await screen.findByTestId('plan-hint');
        await user.click(screen.getByRole('combobox', { name: /TTL/ }));
        await user.click(option(/自定义/));
        const custom = screen.getByRole('spinbutton', { name: /TTL/ });
        await user.clear(custom);
        await user.type(custom, '60');
        await user.tab();
        await screen.findByText('当前套餐（免费版）的 TTL 最小为 600 秒');
    });

    it('shows record types outside the plan disabled', async () => {
        const user = userEvent.setup();
        renderFields();
        await screen.findByTestId('plan-hint');
        await user.click(screen.getByRole('combobox', { name: /记录类型/ }));
        expect(disabled(option(/^XURL/))).toBe(true);
        expect(option(/^XURL/).textContent).toBe('XURL（需升级套餐）');
        expect(disabled(option(/^CNAME$/))).toBe(false);
    });

    it('shows lines outside the plan disabled in the line picker; a group in the plan is still picked as a whole', async () => {
        const user = userEvent.setup();
        renderFields();
        await screen.findByTestId('plan-hint');
        await user.click(screen.getByRole('combobox', { name: '线路' }));
        const dialog = await screen.findByRole('dialog', { name: '选择线路' });
        await within(dialog).findByRole('menuitem', { name: '默认' });
        expect(disabled(within(dialog).getByRole('menuitem', { name: '默认' }))).toBe(false);
        await user.click(within(dialog).getByRole('menuitem', { name: '电信：查看下级线路' }));
        const beijing = await within(dialog).findByRole('menuitem', { name: '电信_北京（需升级套餐）' });
        expect(disabled(beijing)).toBe(true);
        expect(disabled(within(dialog).getByRole('menuitem', { name: '电信（全部）' }))).toBe(false);
    });

    it("keeps the edited record's own TTL, line and type offered", async () => {
        const user = userEvent.setup();
        const zone = freeZone();
        const record = {
            id: 9001,
            record_id: 9001,
            top: 'old',
            record_type: 'XURL',
            value: 'https://example.net',
            ttl: 60,
            record_line_id: '12',
            record_line_name: '电信_北京',
            status: 1,
            domain_id: zone.id,
            domain: zone.domain,
        } as DnsRecord;
        renderFields(record);
        await screen.findByTestId('plan-hint');
        await user.click(screen.getByRole('combobox', { name: /TTL/ }));
        expect(disabled(option(/^60 · /))).toBe(false);
        expect(disabled(option(/^300 · /))).toBe(true);
        await user.keyboard('{Escape}');
        await user.click(screen.getByRole('combobox', { name: /记录类型/ }));
        expect(disabled(option(/^XURL$/))).toBe(false);
        expect(disabled(option(/^URLFWD/))).toBe(true);
        await user.keyboard('{Escape}');
        await user.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(() => expect(document.querySelector('.Mui-error')).toBeNull());
    });

    it('says how many 255-byte strings a long TXT is stored as', async () => {
        const user = userEvent.setup();
        renderFields();
        await user.click(await screen.findByRole('combobox', { name: /记录类型/ }));
        await user.click(option(/^TXT$/));
        const value = screen.getByRole('textbox', { name: /记录值/ });
        await user.click(value);
        await user.paste(`v=DKIM1; k=rsa; p=${'A'.repeat(700)}`);
        expect(await screen.findByText('将存为3个字符串，每个最多255字节')).toBeTruthy();
    });
});
