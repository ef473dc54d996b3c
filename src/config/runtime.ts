/** The runtime configuration in public/config.js (window.config), read once at boot. */
export interface RuntimeConfig {
    /** Full API base URL; when set it overrides resetAPI and debug. */
    apiRoot: string;
    /** Backend served under /api/ instead of /antsxdp/. */
    resetAPI: boolean;
    /** Development proxy: prefix the base path with /cdn_api. */
    debug: boolean;
    /** Use the custom login wrapper (ignored in debug). */
    customMode: boolean;
    /** Answer every call from the built-in demo backend. */
    demo: boolean;
    /** The symbol money is shown with (SPEC section 9: yuan by default). */
    currencySymbol: string;
    /** Where the admin console is served on its origin: '/admin' beside the user console, '' at its own origin's root. */
    adminBase: string;
    /** The user console's address, for the admin console's "sign in as this user"; '' when it is the site root beside the admin console. */
    userConsoleUrl: string;
}

declare global {
    interface Window {
        config?: Partial<RuntimeConfig>;
    }
}

const defaults: RuntimeConfig = {
    apiRoot: '',
    resetAPI: false,
    debug: false,
    customMode: false,
    demo: false,
    currencySymbol: '¥',
    adminBase: '/admin',
    userConsoleUrl: '',
};

export const readRuntimeConfig = (source: Partial<RuntimeConfig> | undefined = globalThis.window?.config): RuntimeConfig => ({
    ...defaults,
    ...source,
});

/** The base every API path is joined to, always ending in '/' (SPEC section 7, Transport). */
export const apiBase = (config: RuntimeConfig): string => {
    if (config.apiRoot) return config.apiRoot.endsWith('/') ? config.apiRoot : `${config.apiRoot}/`;
    const base = config.resetAPI ? '/api/' : '/antsxdp/';
    return config.debug ? `/cdn_api${base}` : base;
};

/** The custom login wrapper is used only when customMode is on outside debug. */
export const usesCustomLogin = (config: RuntimeConfig): boolean => config.customMode && !config.debug;
