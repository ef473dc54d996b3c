import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailPage } from './MailPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderSettingsPage } from '../../../../tests/support/renderSettingsPage';

setupDemoServer();

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('mail server form: send a test mail', () => {
    it('shows the SMTP answer: refused without a password, queued with one typed', async () => {
        renderSettingsPage(MailPage);
        const section = within(await screen.findByTestId('mail-test'));
        const send = section.getByRole('button', { name: '发送测试邮件' });
        type(section.getByLabelText('邮箱地址'), 'ops@');
        fireEvent.click(send);
        expect(section.getByText('邮箱地址格式错误')).toBeTruthy();

        type(section.getByLabelText('邮箱地址'), 'ops@example.com');
        fireEvent.click(send);
        expect((await section.findByTestId('provider-test-answer')).textContent).toContain('535 Error: authentication failed');

        type(document.querySelector<HTMLInputElement>('input[name="password"]')!, 'app-password');
        fireEvent.click(send);
        expect(await section.findByText('发送成功，服务商返回：')).toBeTruthy();
        expect(section.getByTestId('provider-test-answer').textContent).toContain('250 OK');
    });
});
