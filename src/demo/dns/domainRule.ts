/** A typed name read to the name to host (the console's rule, validation/typedDomain.ts); throws the server's refusal. */
export type HostedName = (typed: string) => string;

/**
 * The console's domain rule, loaded by the first add: it brings the Public Suffix List (tldts, about 50 KB gzip),
 * which the demo does not load with the console (/login) but with the first domain added.
 */
export const loadHostedName = (): Promise<HostedName> => import('./hostedName').then(module => module.hostedName);
