/**
 * The demo backend's sign-in credentials. Kept free of imports so the login page can print them in demo mode
 * without pulling the demo backend (msw, seed data) into the main chunk.
 */
export const DEMO_ACCOUNTS = {
    user: { account: 'demo@dnsconsole.cn', password: 'demo1234', payPassword: '123456' },
    admin: { username: 'admin', password: 'admin123' },
} as const;

/** A second end user, signing in by mobile number, to show that accounts see only their own data. */
export const DEMO_SECOND_USER = { account: '13900139000', password: 'demo1234' } as const;

/** The access_token the seed knows (GET app/account/access/login?access_token=...), for the first user. */
export const DEMO_ACCESS_TOKEN = 'demo-access-token';

/** The address the demo reports as the client's (a browser cannot know its public one): logs, "my IP". */
export const DEMO_CLIENT_IP = '58.33.12.8';
