import type { Plugin } from 'vite';

/** The policy, directive by directive (build/csp.mjs). */
export declare const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>>;
/** The policy as one header or meta value. */
export declare const cspValue: (policy?: Readonly<Record<string, readonly string[]>>) => string;
/** The Vite plugin that puts the policy in every HTML entry point at build time. */
export declare const contentSecurityPolicy: () => Plugin;
