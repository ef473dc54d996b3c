/**
 * Image captchas as the backend draws them: a code per uuid, kept in memory only (a reload asks for a new image
 * anyway), single-use and short-lived. The image is an SVG so it renders without a canvas in the browser and can
 * be read back by tests.
 */

// no 0/O, 1/l/I: they are hard to tell apart in a distorted image
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 4;
const TTL_MS = 5 * 60_000;
const WIDTH = 120;
const HEIGHT = 40;

const codes = new Map<string, { code: string; expiresAt: number }>();

const random = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: ArrayLike<T>): T => items[Math.floor(Math.random() * items.length)];
const colour = () => `hsl(${Math.floor(random(0, 360))},${Math.floor(random(45, 75))}%,${Math.floor(random(25, 45))}%)`;
const fixed = (n: number) => n.toFixed(1);

const randomCode = (): string => Array.from({ length: CAPTCHA_LENGTH }, () => pick(CAPTCHA_ALPHABET)).join('');

/** The SVG for a code: one <text> per character, in order, over noise lines and dots (which are never text). */
export const renderCaptchaSvg = (code: string): string => {
    const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f6fb"/>`];
    for (let i = 0; i < 4; i++) {
        parts.push(
            `<line x1="${fixed(random(0, WIDTH))}" y1="${fixed(random(0, HEIGHT))}" x2="${fixed(random(0, WIDTH))}" ` +
                `y2="${fixed(random(0, HEIGHT))}" stroke="${colour()}" stroke-width="1" opacity="0.6"/>`,
        );
    }
    for (let i = 0; i < 30; i++) {
        parts.push(
            `<circle cx="${fixed(random(0, WIDTH))}" cy="${fixed(random(0, HEIGHT))}" r="${fixed(random(0.6, 1.4))}" fill="${colour()}" opacity="0.7"/>`,
        );
    }
    const step = WIDTH / (code.length + 1);
    [...code].forEach((char, i) => {
        const x = fixed(step * (i + 1) + random(-4, 4));
        const y = fixed(HEIGHT / 2 + random(-3, 3));
        const angle = fixed(random(-25, 25));
        parts.push(
            `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${colour()}" font-size="${Math.floor(random(22, 27))}" ` +
                `font-family="Verdana, Arial, sans-serif" font-weight="bold" text-anchor="middle" dominant-baseline="central">${char}</text>`,
        );
    });
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
};

/**
 * The code for `uuid`: the same image until the code is used or expires. The console refreshes the captcha
 * by asking with a new uuid, so re-drawing on a repeated request would only race the page's own image load.
 */
export const issueCaptcha = (uuid: string): string => {
    const now = Date.now();
    // forget expired codes so a long demo session does not grow the map
    for (const [key, entry] of codes) if (entry.expiresAt < now) codes.delete(key);
    const current = codes.get(uuid);
    if (current) return current.code;
    const code = randomCode();
    codes.set(uuid, { code, expiresAt: now + TTL_MS });
    return code;
};

/** True when `input` matches the code of `uuid`, case-insensitively. Any attempt uses the code up. */
export const verifyCaptcha = (uuid: unknown, input: unknown): boolean => {
    if (typeof uuid !== 'string' || !uuid) return false;
    const entry = codes.get(uuid);
    codes.delete(uuid);
    if (!entry || entry.expiresAt < Date.now()) return false;
    return typeof input === 'string' && input.trim().toLowerCase() === entry.code.toLowerCase();
};
