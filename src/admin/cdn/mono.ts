/** Keys, patterns and values of the CDN cache, in a monospace face. */
export const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' } as const;
