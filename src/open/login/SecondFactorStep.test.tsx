import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/provider';
import { DEMO_ACCOUNTS } from '../../demo/accounts';
import { getDemoDb } from '../../demo/db';
import { setupDemoServer } from '../../../tests/support/server';
import { testServices } from '../../../tests/support/services';
import { readCaptcha, TestApp } from '../../../tests/support/testApp';

setupDemoServer();

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const currentCode = () => new TOTP({ secret: Secret.fromBase32(SECRET) }).generate();
const wrongCode = () => (currentCode() === '000000' ? '111111' : '000000');

const LABELS = {
    cn: {
        id: /邮箱\/手机号/,
        password: /^密码/,
        captcha: /^验证码/,
        signIn: '登录',
        code: /^验证码/,
        verify: '验证',
        wrong: '验证码错误',
        invalidForm: /表单输入无效/,
    },
    en: {
        id: /Email or mobile/,
        password: /^Password/,
        captcha: /^Captcha/,
        signIn: 'Sign in',
        code: /Authentication code/,
        verify: 'Verify',
        wrong: 'The code is wrong',
        invalidForm: /The form is not valid/,
    },
};

/** The demo user with the second factor on (a known secret). */
const turnOn = () => {
    getDemoDb().users[0].totp = { secret: SECRET, enabled: true, recovery: [], lastStep: -1, failures: 0, lockedUntil: 0 };
};

const passwordStep = async (user: ReturnType<typeof userEvent.setup>, labels: (typeof LABELS)['cn']) => {
    await screen.findByRole('button', { name: labels.signIn });
    await user.type(screen.getByLabelText(labels.id), DEMO_ACCOUNTS.user.account);
    await user.type(screen.getByLabelText(labels.password), DEMO_ACCOUNTS.user.password);
    await user.type(screen.getByLabelText(labels.captcha), await readCaptcha(screen.getByRole('img') as HTMLImageElement));
    await user.click(screen.getByRole('button', { name: labels.signIn }));
    await screen.findByTestId('second-factor-step');
};

beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/login');
    turnOn();
});
afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await i18nProvider.changeLocale('cn');
});

describe.each(['cn', 'en'] as const)('the sign-in second step (%s)', locale => {
    const labels = LABELS[locale];
    beforeEach(() => i18nProvider.changeLocale(locale));

    it('asks for the code after the password, shows a wrong one at the field, and signs in with the right one', async () => {
        const user = userEvent.setup();
        const services = testServices('user');
        render(<TestApp services={services} />);
        await passwordStep(user, labels);
        const code = screen.getByLabelText(labels.code);
        expect(code.getAttribute('autocomplete')).toBe('one-time-code');
        expect(code.getAttribute('inputmode')).toBe('numeric');

        await user.type(code, wrongCode());
        await user.click(screen.getByRole('button', { name: labels.verify }));
        expect(await screen.findByText(labels.wrong)).toBeTruthy();
        expect(services.session.getToken()).toBeFalsy();
        // the field says what is wrong: no "the form is not valid" toast beside it
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(screen.queryByText(labels.invalidForm)).toBeNull();

        await user.clear(code);
        await user.type(code, currentCode());
        await user.click(screen.getByRole('button', { name: labels.verify }));
        await screen.findByRole('heading', { name: 'console home' });
        expect(services.session.getToken()).toBeTruthy();
    });
});

describe('the sign-in second step: recovery code and back', () => {
    it('switches to a recovery code (its format checked at the field) and goes back to the password', async () => {
        const user = userEvent.setup();
        render(<TestApp services={testServices('user')} />);
        await passwordStep(user, LABELS.cn);
        await user.click(screen.getByRole('button', { name: '使用恢复码' }));
        await user.type(screen.getByLabelText(/^恢复码/), 'nope');
        await user.click(screen.getByRole('button', { name: '验证' }));
        expect(await screen.findByText('恢复码为 8 位字母和数字，如 abcd-2345')).toBeTruthy();
        await user.clear(screen.getByLabelText(/^恢复码/));
        await user.type(screen.getByLabelText(/^恢复码/), 'abcd-2345');
        await user.click(screen.getByRole('button', { name: '验证' }));
        expect(await screen.findByText('验证码错误')).toBeTruthy();
        await user.click(screen.getByRole('button', { name: '返回密码登录' }));
        expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
        // the account typed comes back with the password step
        expect((screen.getByLabelText(LABELS.cn.id) as HTMLInputElement).value).toBe(DEMO_ACCOUNTS.user.account);
    });
});
