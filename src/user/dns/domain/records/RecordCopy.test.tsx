import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { i18nProvider } from '../../../../i18n/provider';
import type { DnsRecord } from '../../../../data/records/api';
import { RecordRow, type RowLabels } from './RecordRow';

const DKIM = `"v=DKIM1; k=rsa; p=${'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A'.repeat(4)}"`;

const record = (value: string): DnsRecord => ({
    id: 9,
    record_id: 9,
    top: 'selector1._domainkey',
    record_type: 'TXT',
    value,
    ttl: 600,
    status: 1,
    record_line_id: '0',
    record_line_name: '默认',
    linetype: 1,
});

const labels = (copyOne: string): RowLabels => ({
    select: 'select',
    edit: 'edit',
    pause: 'pause',
    enable: 'enable',
    delete: 'delete',
    status: { on: 'on', paused: 'paused', hidden: 'hidden' },
    editOne: 'edit %{name}',
    pauseOne: 'pause %{name}',
    enableOne: 'enable %{name}',
    deleteOne: 'delete %{name}',
    copyOne,
    columns: { line: 'line', ttl: 'TTL', weight: 'weight', updated: 'updated' },
    lineName: name => name,
});

const renderRow = (value: string, copyOne: string) =>
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <table>
                <tbody>
                    <RecordRow record={record(value)} odd={false} selected={false} selectable={false} labels={labels(copyOne)} actions={{} as never} />
                </tbody>
            </table>
            <Notification />
        </AdminContext>,
    );

describe('the record table: copying a long value', () => {
    it('copies a DKIM key and says so (cn); a short value has no button', async () => {
        const user = userEvent.setup();
        const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
        const view = renderRow(DKIM, i18nProvider.translate('recordEditing.copyValue', { name: '%{name}' }));
        await user.click(await screen.findByRole('button', { name: '复制 selector1._domainkey TXT 的记录值' }));
        expect(writeText).toHaveBeenCalledWith(DKIM);
        expect(await screen.findByText('已复制')).toBeTruthy();
        view.unmount();
        renderRow('"v=spf1 -all"', 'copy %{name}');
        expect(screen.queryByRole('button', { name: /copy/ })).toBeNull();
    });

    it('names the button and the toast in English', async () => {
        await i18nProvider.changeLocale('en');
        try {
            const user = userEvent.setup();
            vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
            renderRow(DKIM, i18nProvider.translate('recordEditing.copyValue', { name: '%{name}' }));
            await user.click(await screen.findByRole('button', { name: 'Copy the value of selector1._domainkey TXT' }));
            await waitFor(() => expect(screen.getByText('Copied')).toBeTruthy());
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });
});
