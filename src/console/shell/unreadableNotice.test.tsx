import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, reportUnreadable } from '../../dataProvider/unreadable';
import { i18nProvider } from '../../i18n/provider';
import { UnreadableNotice } from './UnreadableNotice';

const renderNotice = () =>
    render(
        <MemoryRouter initialEntries={['/dns/domain/list']}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <UnreadableNotice />
                <Link to="/message/list">messages</Link>
            </AdminContext>
        </MemoryRouter>,
    );

afterEach(clearUnreadable);

describe('the unreadable-answer notice', () => {
    it('says which calls could not be read whole, including one answered before the shell was there', async () => {
        reportUnreadable('app/common/web/config');
        renderNotice();
        act(() => reportUnreadable('app/dns/domain/list'));
        const notice = await screen.findByTestId('unreadable-notice');
        expect(notice.textContent).toContain('服务器返回的部分数据无法读取，未予显示（app/common/web/config, app/dns/domain/list）。');
        expect(notice.getAttribute('role')).toBe('status');
    });

    it('goes when the user moves to another page, or closes it', async () => {
        renderNotice();
        expect(screen.queryByTestId('unreadable-notice')).toBeNull();
        act(() => reportUnreadable('app/dns/domain/list'));
        await screen.findByTestId('unreadable-notice');
        fireEvent.click(screen.getByRole('link', { name: 'messages' }));
        expect(screen.queryByTestId('unreadable-notice')).toBeNull();
        act(() => reportUnreadable('app/account/message/list'));
        fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
        expect(screen.queryByTestId('unreadable-notice')).toBeNull();
    });
});
