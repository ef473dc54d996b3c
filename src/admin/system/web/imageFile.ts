/** Uploaded images are stored inline as data: URLs in the web config (one JSON parameter), so they are kept small. */
export const IMAGE_MAX_BYTES = 64 * 1024;

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'image/webp', 'image/x-icon', 'image/vnd.microsoft.icon'] as const;

/** Why a file cannot be used (a translation key), or undefined when it can. */
export const imageFileProblem = (file: Pick<File, 'type' | 'size'>): string | undefined => {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'webConfig.image.badType';
    if (file.size > IMAGE_MAX_BYTES) return 'webConfig.image.tooBig';
    return undefined;
};

/** A file as a data: URL. */
export const readAsDataUrl = (file: Blob): Promise<string> =>
    new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsDataURL(file);
    });

/** An image source the form accepts: empty, an http(s) URL, a site path, or an image data: URL. */
export const validateImageSource = (value: unknown): string | undefined => {
    const text = String(value ?? '').trim();
    if (!text) return undefined;
    if (/^data:image\/[a-z0-9.+-]+;base64,/i.test(text)) return undefined;
    if (/^https?:\/\/[^\s/]+\S*$/i.test(text) || /^\/[^\s]*$/.test(text)) return undefined;
    return 'webConfig.image.badUrl';
};
