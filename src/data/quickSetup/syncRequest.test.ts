import { describe, expect, it } from 'vitest';
import { templateHostProblem } from './host';
import { redirectAllowed, returnAddress } from './redirect';
import { readSyncRequest } from './syncRequest';

describe('readSyncRequest', () => {
    it('reads the reserved names and gives every other name to the variables, as sent', () => {
        const request = readSyncRequest(
            '?domain=Example.COM.&host=Shop&IP=192.0.2.7&RANDOMTEXT=shm%3A1542108821%3AHello&redirect_uri=https%3A%2F%2Fa.example%2Fback%3Fx%3D1&state=s%201&groupId=site,%20verify',
        );
        expect(request).toEqual({
            domain: 'example.com',
            host: 'shop',
            variables: { IP: '192.0.2.7', RANDOMTEXT: 'shm:1542108821:Hello' },
            groups: ['site', 'verify'],
            redirectUri: 'https://a.example/back?x=1',
            state: 's 1',
            signed: false,
            providerName: undefined,
            serviceName: undefined,
        });
    });

    it('reads @ as the domain itself, an empty state as given, and a signature as signed', () => {
        const request = readSyncRequest('domain=example.com&host=@&state=&sig=abc&key=_dck1&ip=1&ip=2');
        expect(request).toMatchObject({ host: '', state: '', signed: true, variables: { ip: '1' }, groups: [], redirectUri: undefined });
    });
});

describe('templateHostProblem', () => {
    it.each(['', '@', 'shop', 'eu.shop', '_acme', 'a-b'])('takes %j', host => expect(templateHostProblem(host, 'example.com')).toBeUndefined());
    it.each([
        ['*', 'quickSetup.hostWildcard'],
        ['*.shop', 'quickSetup.hostWildcard'],
        ['shop..eu', 'recordChecks.hostEmptyLabel'],
        ['sh op', 'recordChecks.hostChars'],
        ['-shop', 'recordChecks.hostHyphen'],
        ['a'.repeat(64), 'recordChecks.labelTooLong'],
    ])('refuses %j', (host, message) => expect(templateHostProblem(host, 'example.com')?.message).toBe(message));
    it('counts the domain in the name’s length', () =>
        expect(templateHostProblem(`${'a'.repeat(60)}.`.repeat(4).slice(0, -1), 'example.com')?.message).toBe('recordChecks.nameTooLong'));
});

describe('redirectAllowed', () => {
    const template = { syncRedirectDomain: 'mailer.example, app.mailer.example' };
    it.each([
        ['https://mailer.example/done', true],
        ['https://APP.Mailer.example./x?y=1', true],
        ['https://deep.app.mailer.example/', true],
        ['http://mailer.example/done', false],
        ['https://mailer.example.evil.test/', false],
        ['https://evilmailer.example/', false],
        ['https://user:pw@mailer.example/', false],
        ['javascript:alert(1)', false],
        ['/relative', false],
        ['not a url', false],
    ])('%s → %s', (uri, allowed) => expect(redirectAllowed(template, uri)).toBe(allowed));
    it('allows nothing when the template names no domain', () => expect(redirectAllowed({}, 'https://mailer.example/')).toBe(false));
});

describe('returnAddress', () => {
    it('adds state, keeping the address’s own query', () =>
        expect(returnAddress('https://a.example/back?x=1', 'st&1', 'applied')).toBe('https://a.example/back?x=1&state=st%261'));
    it('says the user declined with access_denied and user_cancel', () =>
        expect(returnAddress('https://a.example/back', 'z', 'declined')).toBe(
            'https://a.example/back?state=z&error=access_denied&error_description=user_cancel',
        ));
    it('says a failure with server_error, and no state when none was sent', () =>
        expect(returnAddress('https://a.example/back', undefined, 'failed')).toBe('https://a.example/back?error=server_error'));
});
