import { describe, expect, it } from 'vitest';
import { telegramLink } from './telegram';

describe('telegramLink', () => {
    it.each([
        ['acc_tg', 'https://t.me/acc_tg'],
        ['@acc_tg', 'https://t.me/acc_tg'],
        ['  @DnsConsole ', 'https://t.me/DnsConsole'],
        ['https://t.me/acc_tg', 'https://t.me/acc_tg'],
        ['http://t.me/acc_tg/', 'https://t.me/acc_tg'],
        ['t.me/+AbCdEf123', 'https://t.me/+AbCdEf123'],
        ['https://telegram.me/joinchat/AbC-12', 'https://t.me/joinchat/AbC-12'],
        ['https://www.t.me/acc_tg', 'https://t.me/acc_tg'],
    ])('reads %j as %s', (contact, link) => expect(telegramLink(contact)).toBe(link));

    it.each(['acc', '@abc', '1acc_tg', 'dns console', 'https://example.com/acc_tg', 'javascript:alert(1)', 't.me/', '@' + 'a'.repeat(33)])(
        'refuses %j',
        contact => expect(telegramLink(contact)).toBeUndefined(),
    );
});
