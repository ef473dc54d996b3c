import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SmsPage } from './SmsPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderSettingsPage } from '../../../../tests/support/renderSettingsPage';

setupDemoServer();

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('SMS credentials', () => {
    it('refuses a signature and an SDK AppID of spaces at their fields, before the server sees them', async () => {
        renderSettingsPage(SmsPage);
        await screen.findByLabelText(/签名名称/);
        const user = userEvent.setup();
        for (const name of ['sdkappId', 'signname']) {
            await user.clear(field(name));
            await user.type(field(name), '   ');
        }
        fireEvent.click(screen.getByRole('button', { name: '保存' }));
        expect(await screen.findByText('sdkAppId不能为空')).toBeTruthy();
        expect(screen.getByText('签名名称不能为空')).toBeTruthy();
        expect(screen.queryByText('保存配置成功')).toBeNull();
    });
});
