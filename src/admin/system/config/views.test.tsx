import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Admin, Resource, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdminDataProvider } from '../../dataProvider';
import { i18nProvider } from '../../../i18n/provider';
import { sysConfig } from './';
import { setupDemoServer } from '../../../../tests/support/server';
import { testServices } from '../../../../tests/support/services';
import { call, loginAdmin } from '../../../../tests/support/demo';
import type { SysConfig as Config } from '../../../data/sysConfig/api';

const server = setupDemoServer();

let token = '';
beforeEach(async () => {
    token = await loginAdmin();
});

const readConfig = async (id: Config['id']) => (await call(`sys/config/info/${id}`, { token })).config as Config;
const firstConfig = async () =>
    ((await call('sys/config/list', { token, json: { page: 1, limit: 20, sidx: 'id', order: 'asc' } })).page as { list: Config[] }).list[0];

const renderApp = (path: string) => {
    const services = testServices('admin');
    services.session.setToken(token);
    return render(
        <MemoryRouter initialEntries={[path]}>
            <Admin dataProvider={createAdminDataProvider(services.http)} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
                <Resource {...sysConfig} />
            </Admin>
        </MemoryRouter>,
    );
};

const statusSwitch = (paramKey: string) => screen.findByRole('switch', { name: `启用 ${paramKey}` });

describe('system config', () => {
    it('toggles a status from the list through sys/config/update/status/{id}', async () => {
        const config = await firstConfig();
        renderApp('/config');
        const toggle = (await statusSwitch(config.paramKey)) as HTMLInputElement;
        expect(toggle.checked).toBe(config.status === 1);

        fireEvent.click(toggle);
        await waitFor(async () => expect((await readConfig(config.id)).status).toBe(config.status === 1 ? 0 : 1));
        await waitFor(async () => expect(((await statusSwitch(config.paramKey)) as HTMLInputElement).checked).toBe(config.status !== 1));
        await screen.findByText('操作成功');
    });

    it('rolls the switch back and shows the msg when the server refuses', async () => {
        const config = await firstConfig();
        server.use(http.get('*/antsxdp/sys/config/update/status/:id', () => HttpResponse.json({ code: 500, msg: '无权操作' })));
        renderApp('/config');
        const toggle = (await statusSwitch(config.paramKey)) as HTMLInputElement;
        fireEvent.click(toggle);
        await screen.findByText('无权操作');
        await waitFor(async () => expect(((await statusSwitch(config.paramKey)) as HTMLInputElement).checked).toBe(config.status === 1));
        expect((await readConfig(config.id)).status).toBe(config.status);
    });

    it('refuses to save a parameter value that is not JSON, at the field', async () => {
        const config = await firstConfig();
        renderApp(`/config/${config.id}`);
        const value = (await screen.findByLabelText(/参数值/)) as HTMLTextAreaElement;
        await waitFor(() => expect(value.value).toBe(config.paramValue));

        fireEvent.change(value, { target: { value: '{"broken": ' } });
        fireEvent.blur(value);
        fireEvent.click(screen.getByRole('button', { name: '保存' }));

        await screen.findByText('参数值不是有效的 JSON');
        expect((await readConfig(config.id)).paramValue).toBe(config.paramValue);
    });

    it('pretty-prints the JSON and saves it with POST sys/config/update', async () => {
        const config = await firstConfig();
        renderApp(`/config/${config.id}`);
        const value = (await screen.findByLabelText(/参数值/)) as HTMLTextAreaElement;
        await waitFor(() => expect(value.value).toBe(config.paramValue));
        fireEvent.change(value, { target: { value: '{"a":1,"b":[1,2]}' } });
        fireEvent.click(screen.getByRole('button', { name: '格式化 JSON' }));
        await waitFor(() => expect(value.value).toBe('{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}'));

        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        await waitFor(async () => expect(JSON.parse((await readConfig(config.id)).paramValue)).toEqual({ a: 1, b: [1, 2] }));
        await screen.findByText('保存成功');
    });

    it('keeps the typed values and shows the server msg when a save fails', async () => {
        const [first, second] = ((await call('sys/config/list', { token, json: { page: 1, limit: 20 } })).page as { list: Config[] }).list;
        renderApp(`/config/${second.id}`);
        const key = (await screen.findByLabelText(/参数名/)) as HTMLInputElement;
        await waitFor(() => expect(key.value).toBe(second.paramKey));
        fireEvent.change(key, { target: { value: first.paramKey } }); // taken: the demo answers 参数名已存在
        fireEvent.click(screen.getByRole('button', { name: '保存' }));

        await screen.findByText('参数名已存在');
        expect(key.value).toBe(first.paramKey);
        expect(within(document.body).getByLabelText(/参数名/)).toBe(key);
    });
});
