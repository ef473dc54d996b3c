import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmsPage } from './SmsPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderSettingsPage, storedValue } from '../../../../tests/support/renderSettingsPage';

setupDemoServer();

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('SMS provider form: send a test SMS', () => {
    it('checks the number, sends with the settings as typed and shows the provider answer, saving nothing', async () => {
        renderSettingsPage(SmsPage);
        const section = within(await screen.findByTestId('sms-test'));
        const send = section.getByRole('button', { name: '发送测试短信' });
        const mobile = section.getByLabelText('手机号码');
        fireEvent.click(send);
        expect(section.getByText('必填')).toBeTruthy();
        type(mobile, '0800');
        fireEvent.click(send);
        expect(section.getByText('手机号格式错误')).toBeTruthy();

        // the demo holds no secret key: the provider refuses the signature, in its own words (Enter sends the test)
        type(mobile, '13800138000');
        fireEvent.keyDown(mobile, { key: 'Enter' });
        const refused = await section.findByTestId('provider-test-answer');
        expect(refused.textContent).toContain('发送失败，服务商返回：');
        expect(refused.textContent).toContain('AuthFailure.SignatureFailure');

        // a key typed in the form (not saved) is the one the test uses
        type(document.querySelector<HTMLInputElement>('input[name="secretkey"]')!, 'typed-key');
        fireEvent.click(send);
        expect(await section.findByText('发送成功，服务商返回：')).toBeTruthy();
        expect(section.getByTestId('provider-test-answer').textContent).toContain('Ok: send success');
        expect(storedValue(3).secretkey).toBe('');
    });
});
