import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshCodeGate } from '../../data/account/freshCodeGate';
import { isFreshCodeCancelled, withFreshCodeRetry } from '../../data/account/freshCodeRetry';
import { ApiError } from '../../http/ApiError';
import type { Envelope, HttpClient, RequestOptions } from '../../http/client';
import { i18nProvider } from '../../i18n/provider';
import { FreshCodeHost } from './FreshCodeHost';

const RIGHT = '246810';

/** A server that refuses the call without a fresh code (4603), a wrong code (4601), and takes the right one. */
const fakeServer = () => {
    const calls: RequestOptions[] = [];
    const request = vi.fn(async (_path: string, options: RequestOptions = {}): Promise<Envelope> => {
        calls.push(options);
        const code = (options.body ?? options.query)?.totp_code;
        if (code === undefined) throw new ApiError('请输入两步验证码', 200, 4603);
        if (code !== RIGHT) throw new ApiError('验证码错误', 200, 4601);
        return { code: 1, data: 'deleted' };
    });
    const http = { request, get: vi.fn(), post: vi.fn(), url: vi.fn(), transport: {} } as unknown as HttpClient;
    return { http: withFreshCodeRetry(http), calls };
};

const renderHost = () =>
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <FreshCodeHost />
        </AdminContext>,
    );

const typeCode = async (code: string) => {
    const dialog = await screen.findByTestId('fresh-code-dialog');
    fireEvent.change(within(dialog).getByLabelText(/验证码/), { target: { value: code } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    return dialog;
};

afterEach(cleanup);

describe('FreshCodeHost: one dialog for every call the server wants a fresh code for', () => {
    it('asks when a call is refused with 4603, keeps asking on a wrong code, then sends the call again with the code', async () => {
        renderHost();
        const { http, calls } = fakeServer();
        const answer = http.post('app/dns/batch/delete/domain', { ids: '7' }, { encoding: 'form' });

        await typeCode('000000');
        expect(await screen.findByText('验证码错误')).toBeTruthy();
        await typeCode(RIGHT);

        await expect(answer).resolves.toEqual({ code: 1, data: 'deleted' });
        await waitFor(() => expect(screen.queryByTestId('fresh-code-dialog')).toBeNull());
        expect(calls).toEqual([
            { method: 'POST', body: { ids: '7' }, encoding: 'form' },
            { method: 'POST', body: { ids: '7', totp_code: '000000' }, encoding: 'form' },
            { method: 'POST', body: { ids: '7', totp_code: RIGHT }, encoding: 'form' },
        ]);
    });

    it('puts the code in the query of a GET, and ends the call as cancelled when the dialog is closed', async () => {
        renderHost();
        const { http, calls } = fakeServer();
        const answer = http.get('app/some/sensitive/read', { id: 3 });
        const dialog = await screen.findByTestId('fresh-code-dialog');
        fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
        await expect(answer).rejects.toSatisfy(isFreshCodeCancelled);
        expect(calls).toHaveLength(1);

        const again = http.get('app/some/sensitive/read', { id: 3 });
        await typeCode(RIGHT);
        await expect(again).resolves.toMatchObject({ code: 1 });
        expect(calls.at(-1)).toEqual({ method: 'GET', query: { id: 3, totp_code: RIGHT } });
    });

    it('leaves other refusals alone, and a 4603 stands when no console shell asks', async () => {
        const other = withFreshCodeRetry({ request: vi.fn().mockRejectedValue(new ApiError('余额不足', 200, 500)) } as unknown as HttpClient);
        await expect(other.post('x', {})).rejects.toMatchObject({ code: 500 });
        expect(freshCodeGate.asker).toBeUndefined();
        const { http } = fakeServer();
        await expect(http.post('x', {})).rejects.toMatchObject({ code: 4603 });
    });
});
