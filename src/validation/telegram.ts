/**
 * A Telegram contact as people write it: a bare username (`acc_tg`), `@acc_tg`, or a link to t.me / telegram.me
 * (`https://t.me/acc_tg`, `t.me/+invite`, `http://telegram.me/joinchat/...`). A username is 5 to 32 letters, digits
 * and underscores, starting with a letter (Telegram's rule).
 */
const USERNAME = /^@?([A-Za-z][A-Za-z0-9_]{4,31})$/;
const LINK = /^(?:https?:\/\/)?(?:www\.)?(?:t\.me|telegram\.me)\/([A-Za-z0-9_+/-]*[A-Za-z0-9_+-])\/?$/i;

/** The https://t.me/ address of a Telegram contact, or undefined when the text is not one. */
export const telegramLink = (contact: string): string | undefined => {
    const text = contact.trim();
    const username = USERNAME.exec(text);
    if (username) return `https://t.me/${username[1]}`;
    const link = LINK.exec(text);
    return link ? `https://t.me/${link[1]}` : undefined;
};
