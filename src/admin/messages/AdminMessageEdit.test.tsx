import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDemoDb, nextId, saveDemoDb } from '../../demo/db';
import { setupDemoServer } from '../../../tests/support/server';
import { renderAdminMessages } from './renderAdminMessages';

const server = setupDemoServer();

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const content = () => screen.getByTestId('content-source');

describe('admin message form', () => {
    it('requires the title and the content, at the field', async () => {
        renderAdminMessages('/message/list/create');
        fireEvent.click(await screen.findByRole('button', { name: '保存' }));
        expect(await screen.findByText('标题不能为空')).toBeTruthy();
        expect(await screen.findByText('内容不能为空')).toBeTruthy();
    });

    it('asks for users when sending to chosen users, and for a group when sending to a group', async () => {
        renderAdminMessages('/message/list/create');
        type(/标题/, '一封信');
        fireEvent.change(await screen.findByTestId('content-source'), { target: { value: '<p>你好</p>' } });
        fireEvent.click(screen.getByLabelText('指定用户'));
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('请选择接收用户')).toBeTruthy();
        fireEvent.click(screen.getByLabelText('用户分组'));
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('请选择用户分组')).toBeTruthy();
    });

    it('fixes announcements to all users', async () => {
        renderAdminMessages('/message/list/create');
        fireEvent.click(await screen.findByLabelText('公告'));
        expect(await screen.findByText('公告总是发送给全部用户，并显示在公告栏。')).toBeTruthy();
        expect(screen.queryByLabelText('指定用户')).toBeNull();
        expect(screen.queryByLabelText('用户分组')).toBeNull();
    });

    it('previews the content sanitised: no script, no event handler', async () => {
        renderAdminMessages('/message/list/create');
        const payload = '<p>安全<b>预览</b></p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">';
        fireEvent.change(await screen.findByTestId('content-source'), { target: { value: payload } });
        const preview = await screen.findByLabelText('预览');
        await within(preview).findByText('预览', { selector: 'b' });
        expect(preview.querySelector('script')).toBeNull();
        expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
        expect(preview.innerHTML).not.toContain('onerror');
        expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    });

    it('inserts tags from the toolbar', async () => {
        renderAdminMessages('/message/list/create');
        fireEvent.click(await screen.findByRole('button', { name: '加粗' }));
        expect((content() as HTMLTextAreaElement).value).toBe('<b>加粗</b>');
    });

    it('writes a letter to a group and says 添加成功', async () => {
        renderAdminMessages('/message/list/create');
        type(/标题/, '分组通知');
        fireEvent.change(await screen.findByTestId('content-source'), { target: { value: '<p>请完成认证</p>' } });
        fireEvent.click(screen.getByLabelText('用户分组'));
        fireEvent.mouseDown(await screen.findByRole('combobox', { name: /用户分组/ }));
        fireEvent.click(await screen.findByRole('option', { name: '未实名认证用户' }));
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await screen.findByText('添加成功');
        const saved = getDemoDb().notices.find(notice => notice.title === '分组通知');
        expect(saved).toMatchObject({ type: 1, sendType: 1, sendObj: 'unverified', status: 1 });
    });

    it('accepts a save answered without the new id (the message was saved) and lists it', async () => {
        // a server that stores the message and answers a bare success: no data.id
        server.use(
            http.post('*/antsxdp/sys/message/SaveMessage', async ({ request }) => {
                const { title, content, type, sendType, sendObj, status } = (await request.json()) as Record<string, string | number>;
                const db = getDemoDb();
                db.notices.push({
                    id: nextId(db.notices),
                    title: String(title),
                    content: String(content),
                    type: Number(type) === 2 ? 2 : 1,
                    sendType: Number(sendType),
                    sendObj: String(sendObj),
                    status: Number(status),
                    createtime: '2026-01-01 00:00:00',
                });
                saveDemoDb();
                return HttpResponse.json({ code: 1, msg: 'success' });
            }),
        );
        renderAdminMessages('/message/list/create');
        type(/标题/, '没有编号的回答');
        fireEvent.change(await screen.findByTestId('content-source'), { target: { value: '<p>正文</p>' } });
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await screen.findByText('添加成功');
        expect(await screen.findByText('没有编号的回答')).toBeTruthy();
        expect(screen.queryByText(/missing id/)).toBeNull();
    });

    it('keeps what was typed and shows the msg when the server refuses', async () => {
        server.use(http.post('*/antsxdp/sys/message/SaveMessage', () => HttpResponse.json({ code: 500, msg: '无权操作' })));
        renderAdminMessages('/message/list/create');
        type(/标题/, '会被拒绝');
        fireEvent.change(await screen.findByTestId('content-source'), { target: { value: '<p>正文</p>' } });
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await screen.findByText('无权操作');
        expect((screen.getByLabelText(/标题/) as HTMLInputElement).value).toBe('会被拒绝');
        expect((content() as HTMLTextAreaElement).value).toBe('<p>正文</p>');
    });

    it('edits a stored message and says 修改成功', async () => {
        const first = { ...getDemoDb().notices[0] };
        renderAdminMessages(`/message/list/${first.id}`);
        await waitFor(() => expect((screen.getByLabelText(/标题/) as HTMLInputElement).value).toBe(first.title));
        type(/标题/, `${first.title}（更新）`);
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await screen.findByText('修改成功');
        expect(getDemoDb().notices.find(notice => notice.id === first.id)?.title).toBe(`${first.title}（更新）`);
    });

    it('asks before leaving a dirty form', async () => {
        renderAdminMessages('/message/list/create');
        await screen.findByTestId('content-source');
        type(/标题/, '没写完');
        fireEvent.click(screen.getByRole('link', { name: '返回消息列表' }));
        expect(await screen.findByRole('dialog')).toBeTruthy();
        expect((screen.getByLabelText(/标题/) as HTMLInputElement).value).toBe('没写完');
    });
});
