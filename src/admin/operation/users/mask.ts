/** Partial masking of personal data on admin screens: enough to recognise, not to copy. */

/** 13800138000 -> 138****8000; short or empty values are returned as they are. */
export const maskMobile = (mobile: string): string => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile);

/** 张伟 -> 张*, 欧阳小龙 -> 欧***. */
export const maskName = (name: string): string => {
    const chars = Array.from(name);
    return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
};

/** An ID number: the first 3 and last 4 characters kept (already masked values stay masked). */
export const maskIdNumber = (id: string): string => (id.length > 7 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : id);
