import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasSessionExpired } from '../../authProvider/expiredNotice';
import { i18nProvider } from '../../i18n/provider';
import { DEMO_ACCOUNTS } from '../../demo/accounts';
import { getDemoDb } from '../../demo/db';
import { issueToken } from '../../demo/http';
import { setupDemoServer } from '../../../tests/support/server';
import { testServices } from '../../../tests/support/services';
import { readCaptcha, TestApp } from '../../../tests/support/testApp';

const server = setupDemoServer();

const go = (path: string) => window.history.replaceState(null, '', path);
const where = () => `${window.location.pathname}${window.location.search}`;

const captchaImage = () => screen.getByRole('img', { name: '验证码图片，点击刷新' }) as HTMLImageElement;

const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>, values: { id: string; password: string; captcha: string }, idLabel = /邮箱\/手机号/) => {
    await user.clear(screen.getByLabelText(idLabel));
    await user.type(screen.getByLabelText(idLabel), values.id);
    await user.clear(screen.getByLabelText(/^密码/));
    await user.type(screen.getByLabelText(/^密码/), values.password);
    await user.clear(screen.getByLabelText(/^验证码/));
    await user.type(screen.getByLabelText(/^验证码/), values.captcha);
    await user.click(screen.getByRole('button', { name: '登录' }));
};

beforeEach(() => {
    sessionStorage.clear();
    go('/');
});
afterEach(async () => {
    go('/');
    // the i18nProvider is a module singleton: put the default language back for the next test
    await i18nProvider.changeLocale('cn');
});

describe('the product name', () => {
    it("is the site's name from the web config, as the header says it, in either language", async () => {
        go('/login');
        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        await waitFor(() => expect(screen.getAllByText(/云解析DNS/).length).toBeGreaterThan(0));
        expect(screen.queryByText(/DNS 控制台/)).toBeNull();
    });

    it('falls back to the translated app name without a configured one', async () => {
        getDemoDb().sysConfigs.forEach(config => {
            if (config.paramKey !== 'WEB_CONFIG_KEY') return;
            const value = JSON.parse(config.paramValue) as { basic: { webName: string } };
            value.basic.webName = '';
            config.paramValue = JSON.stringify(value);
        });
        await i18nProvider.changeLocale('en');
        go('/login');
        render(<TestApp services={testServices('user')} />);
        await waitFor(() => expect(screen.getAllByText(/DNS Console/).length).toBeGreaterThan(0));
    });
});

describe('route guard in the app', () => {
    it('sends an anonymous visitor to /login?redirect= and back there after signing in', async () => {
        const user = userEvent.setup();
        const services = testServices('user');
        go('/dns/x?tab=2');
        render(<TestApp services={services} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        expect(where()).toBe('/login?redirect=%2Fdns%2Fx%3Ftab%3D2');

        await fillAndSubmit(user, { id: DEMO_ACCOUNTS.user.account, password: DEMO_ACCOUNTS.user.password, captcha: await readCaptcha(captchaImage()) });

        await screen.findByRole('heading', { name: 'protected page' });
        expect(where()).toBe('/dns/x?tab=2');
        expect(services.session.getToken()).toBeTruthy();
        expect(services.session.getUser()?.username).toBeTruthy();
    });

    it('ignores a redirect outside the console and goes to /console', async () => {
        const user = userEvent.setup();
        go('/login?redirect=' + encodeURIComponent('//evil.example/x'));
        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        await fillAndSubmit(user, { id: DEMO_ACCOUNTS.user.account, password: DEMO_ACCOUNTS.user.password, captcha: await readCaptcha(captchaImage()) });
        await screen.findByRole('heading', { name: 'console home' });
        expect(where()).toBe('/dns/dashboard');
    });

    it('sends a signed-in visitor of /login to /console', async () => {
        const services = testServices('user');
        services.session.setToken(issueToken(getDemoDb(), 'user', getDemoDb().users[0].userId));
        go('/login');
        render(<TestApp services={services} />);
        await screen.findByRole('heading', { name: 'console home' });
        expect(where()).toBe('/dns/dashboard');
    });

    it('on a 401 clears the session and shows the expiry prompt on /login?redirect=', async () => {
        const services = testServices('user');
        services.session.setToken('stale-token');
        services.session.setUser({ username: 'demo' });
        go('/dns/probe');
        render(<TestApp services={services} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        expect(where()).toBe('/login?redirect=%2Fdns%2Fprobe');
        expect(screen.getByText('登录已过期，您需要重新登录！')).toBeTruthy();
        expect(services.session.getToken()).toBeNull();
        expect(services.session.getUser()).toBeNull();
        // shown once: the flag is cleared by the login page
        expect(hasSessionExpired('user')).toBe(false);
    });
});

describe('login form', () => {
    it('keeps typed values after a server error, shows its msg, renews the captcha and empties only its field', async () => {
        const user = userEvent.setup();
        go('/login');
        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        const firstSrc = captchaImage().src;

        await fillAndSubmit(user, { id: DEMO_ACCOUNTS.user.account, password: 'typed-password', captcha: 'zzzz' });

        await screen.findByText('验证码不正确');
        expect((screen.getByLabelText(/邮箱\/手机号/) as HTMLInputElement).value).toBe(DEMO_ACCOUNTS.user.account);
        expect((screen.getByLabelText(/^密码/) as HTMLInputElement).value).toBe('typed-password');
        await waitFor(() => expect((screen.getByLabelText(/^验证码/) as HTMLInputElement).value).toBe(''));
        expect(captchaImage().src).not.toBe(firstSrc);
        expect(where()).toBe('/login');
    });

    it('shows a wrong password as the server says it, then signs in with the right one', async () => {
        const user = userEvent.setup();
        go('/login');
        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        await fillAndSubmit(user, { id: DEMO_ACCOUNTS.user.account, password: 'wrong', captcha: await readCaptcha(captchaImage()) });
        await screen.findByText('账号或密码错误');
        await waitFor(() => expect((screen.getByLabelText(/^验证码/) as HTMLInputElement).value).toBe(''));
        await fillAndSubmit(user, { id: DEMO_ACCOUNTS.user.account, password: DEMO_ACCOUNTS.user.password, captcha: await readCaptcha(captchaImage()) });
        await screen.findByRole('heading', { name: 'console home' });
    });

    it('sends nothing while a required field is empty', async () => {
        const user = userEvent.setup();
        const logins: string[] = [];
        server.events.on('request:start', ({ request }) => {
            if (request.url.includes('/login')) logins.push(request.url);
        });
        go('/login');
        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        await user.click(screen.getByRole('button', { name: '登录' }));
        await waitFor(() => expect(screen.getAllByText(/必填|required/i).length).toBeGreaterThan(0));
        expect(logins).toEqual([]);
        server.events.removeAllListeners();
    });

    it('prints the demo account in demo mode and fills it in on click', async () => {
        const user = userEvent.setup();
        go('/login');
        render(<TestApp services={testServices('user')} />);
        const demo = await screen.findByTestId('demo-accounts');
        expect(within(demo).getByText(new RegExp(DEMO_ACCOUNTS.user.account))).toBeTruthy();
        await user.click(within(demo).getByTitle('点击填入'));
        expect((screen.getByLabelText(/邮箱\/手机号/) as HTMLInputElement).value).toBe(DEMO_ACCOUNTS.user.account);
        expect((screen.getByLabelText(/^密码/) as HTMLInputElement).value).toBe(DEMO_ACCOUNTS.user.password);
    });

    it('resets the demo data after a confirmation', async () => {
        const user = userEvent.setup();
        const { getDemoDb } = await import('../../demo/db');
        getDemoDb().messages.splice(0);
        go('/login');
        render(<TestApp services={testServices('user')} />);
        const demo = await screen.findByTestId('demo-accounts');
        await user.click(within(demo).getByRole('button', { name: '重置演示数据' }));
        await user.click(await screen.findByRole('button', { name: /确认|确定/ }));
        expect(await screen.findByText('演示数据已重置')).toBeTruthy();
        expect(getDemoDb().messages.length).toBeGreaterThan(0);
    });

    it.each([
        [{ customMode: false, debug: false }, 'auth-wrapper-standard'],
        [{ customMode: true, debug: false }, 'auth-wrapper-custom'],
        [{ customMode: true, debug: true }, 'auth-wrapper-standard'],
    ])('with %j the login page uses %s', async (flags, wrapper) => {
        const services = testServices('user');
        go('/login');
        render(<TestApp services={{ ...services, config: { ...services.config, ...flags } }} />);
        expect(await screen.findByTestId(wrapper)).toBeTruthy();
        expect(screen.getByRole('heading', { name: '欢迎登录' })).toBeTruthy();
    });

    it('hides the demo accounts outside demo mode', async () => {
        const services = testServices('user');
        go('/login');
        render(<TestApp services={{ ...services, config: { ...services.config, demo: false } }} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByTestId('demo-accounts')).toBeNull();
    });

    it('signs an administrator in through sys/login under /admin', async () => {
        const user = userEvent.setup();
        const services = testServices('admin');
        go('/admin/dns/x');
        render(<TestApp services={services} />);
        await screen.findByRole('heading', { name: '管理员登录' });
        expect(where()).toBe('/admin/login?redirect=%2Fdns%2Fx');
        expect(screen.queryByText('立即注册')).toBeNull();
        await fillAndSubmit(
            user,
            { id: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password, captcha: await readCaptcha(captchaImage()) },
            /^用户名/,
        );
        await screen.findByRole('heading', { name: 'protected page' });
        expect(where()).toBe('/admin/dns/x');
        expect(services.session.getUser()).toEqual({ username: DEMO_ACCOUNTS.admin.username });
    });
});

describe('language', () => {
    it('switches to English from the login page, sets <html lang> and keeps the choice for the next visit', async () => {
        const user = userEvent.setup();
        go('/login');
        const { unmount } = render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        expect(document.documentElement.lang).toBe('zh-CN');
        await user.click(screen.getByRole('button', { name: /中文/ }));
        await user.click(await screen.findByRole('menuitem', { name: 'English' }));
        await screen.findByRole('heading', { name: 'Sign in to your account' });
        await waitFor(() => expect(document.documentElement.lang).toBe('en'));
        unmount();

        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: 'Sign in to your account' });
    });
});

describe('open pages', () => {
    it('opens /register and /forget without signing in, with a way back', async () => {
        go('/forget');
        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '找回密码' });
        expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/login');
    });

    it('shows /register while registration is open', async () => {
        go('/register');
        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '注册账号' });
        expect(where()).toBe('/register');
    });

    it('sends /register to /login when registration is closed', async () => {
        server.use(
            mswHttp.get('*/app/common/web/config', () =>
                HttpResponse.json({ code: 1, data: { paramValue: JSON.stringify({ power: { register: 1 } }) }, exclusive_mode: [], list: [] }),
            ),
        );
        go('/register');
        render(<TestApp services={testServices('user')} />);
        await screen.findByRole('heading', { name: '欢迎登录' });
        expect(where()).toBe('/login');
    });
});
