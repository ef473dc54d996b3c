/**
 * A tiny user-agent reader for the sessions page and the sign-in history: the browser, its major version, the
 * system and the kind of device. Only the families people use to reach a console; anything else reads as
 * 'other'. Order matters: Edge and Opera and the Chinese browsers say "Chrome" too, Chrome says "Safari".
 */

export type BrowserName = 'edge' | 'opera' | 'wechat' | 'qq' | 'uc' | 'samsung' | 'firefox' | 'chrome' | 'safari' | 'curl' | 'other';
export type OsName = 'windows' | 'macos' | 'ios' | 'ipados' | 'android' | 'harmonyos' | 'linux' | 'chromeos' | 'other';
export type DeviceKind = 'desktop' | 'mobile' | 'tablet';

export interface UserAgentInfo {
    browser: BrowserName;
    /** The major version, '' when not found. */
    version: string;
    os: OsName;
    device: DeviceKind;
}

const BROWSERS: ReadonlyArray<[BrowserName, RegExp]> = [
    ['edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
    ['opera', /\b(?:OPR|Opera)\/(\d+)/],
    ['wechat', /\bMicroMessenger\/(\d+)/],
    ['qq', /\bMQQBrowser\/(\d+)|\bQQBrowser\/(\d+)/],
    ['uc', /\bUCBrowser\/(\d+)/],
    ['samsung', /\bSamsungBrowser\/(\d+)/],
    ['firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
    ['chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
    ['safari', /\bVersion\/(\d+)[^]*\bSafari\//],
    ['curl', /^curl\/(\d+)/],
];

const SYSTEMS: ReadonlyArray<[OsName, RegExp]> = [
    ['harmonyos', /\bHarmonyOS\b|\bOpenHarmony\b/],
    ['ipados', /\biPad\b/],
    ['ios', /\biPhone\b|\biPod\b/],
    ['android', /\bAndroid\b/],
    ['windows', /\bWindows\b/],
    ['chromeos', /\bCrOS\b/],
    ['macos', /\bMac OS X\b|\bMacintosh\b/],
    ['linux', /\bLinux\b/],
];

const deviceOf = (ua: string, os: OsName): DeviceKind => {
    if (os === 'ipados' || /\bTablet\b/.test(ua) || (os === 'android' && !/\bMobile\b/.test(ua))) return 'tablet';
    if (os === 'ios' || /\bMobile\b/.test(ua)) return 'mobile';
    return 'desktop';
};

export const parseUserAgent = (ua: string): UserAgentInfo => {
    let browser: BrowserName = 'other';
    let version = '';
    for (const [name, pattern] of BROWSERS) {
        const match = pattern.exec(ua);
        if (match) {
            browser = name;
            version = match.slice(1).find(Boolean) ?? '';
            break;
        }
    }
    const os = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? 'other';
    return { browser, version, os, device: deviceOf(ua, os) };
};

/** The same browser on the same system and kind of device: how the demo tells a new device from a known one. */
export const deviceKey = (ua: string): string => {
    const { browser, os, device } = parseUserAgent(ua);
    return `${browser}/${os}/${device}`;
};
