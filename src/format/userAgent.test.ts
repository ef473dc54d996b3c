import { describe, expect, it } from 'vitest';
import { deviceKey, parseUserAgent } from './userAgent';

const CASES: ReadonlyArray<[string, string, ReturnType<typeof parseUserAgent>]> = [
    [
        'Chrome on Windows',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        { browser: 'chrome', version: '131', os: 'windows', device: 'desktop' },
    ],
    [
        'Edge on Windows (says Chrome too)',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
        { browser: 'edge', version: '131', os: 'windows', device: 'desktop' },
    ],
    [
        'Safari on macOS',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        { browser: 'safari', version: '18', os: 'macos', device: 'desktop' },
    ],
    [
        'Safari on iPhone',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        { browser: 'safari', version: '18', os: 'ios', device: 'mobile' },
    ],
    [
        'Chrome on iPad',
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.111 Mobile/15E148 Safari/604.1',
        { browser: 'chrome', version: '124', os: 'ipados', device: 'tablet' },
    ],
    [
        'Firefox on Linux',
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        { browser: 'firefox', version: '133', os: 'linux', device: 'desktop' },
    ],
    [
        'WeChat on Android (says Chrome too)',
        'Mozilla/5.0 (Linux; Android 14; V2309A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
        { browser: 'wechat', version: '8', os: 'android', device: 'mobile' },
    ],
    [
        'Chrome on an Android tablet (no "Mobile")',
        'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
        { browser: 'chrome', version: '120', os: 'android', device: 'tablet' },
    ],
    [
        'Opera on macOS',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
        { browser: 'opera', version: '115', os: 'macos', device: 'desktop' },
    ],
    [
        'HarmonyOS (says Android too)',
        'Mozilla/5.0 (Linux; Android 12; HarmonyOS; ALN-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36',
        { browser: 'chrome', version: '114', os: 'harmonyos', device: 'mobile' },
    ],
    ['curl', 'curl/8.5.0', { browser: 'curl', version: '8', os: 'other', device: 'desktop' }],
    ['empty', '', { browser: 'other', version: '', os: 'other', device: 'desktop' }],
];

describe('parseUserAgent', () => {
    it.each(CASES)('%s', (_name, ua, expected) => {
        expect(parseUserAgent(ua)).toEqual(expected);
    });

    it('keys a device by browser, system and kind, not by version', () => {
        expect(deviceKey(CASES[0][1])).toBe('chrome/windows/desktop');
        expect(deviceKey(CASES[0][1].replace('131.0', '132.0'))).toBe(deviceKey(CASES[0][1]));
        expect(deviceKey(CASES[1][1])).not.toBe(deviceKey(CASES[0][1]));
    });
});
