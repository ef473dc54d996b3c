import { matchPath } from 'react-router-dom';
import { flattenRoutes, routedEntries } from '../../src/console/routing/derive';
import type { ConsoleRoute } from '../../src/console/routing/types';

/** Sample arguments for each builder of a console's paths object (builtPaths wants at least one call of each). */
export type BuilderSamples<Builders> = {
    [Name in keyof Builders]: Builders[Name] extends (...args: infer Args) => string ? readonly Args[] : never;
};

/** Every builder called with each of its samples: [builder name, the path it built]. */
export const builtPaths = <Builders extends Record<string, (...args: never[]) => string>>(builders: Builders, samples: BuilderSamples<Builders>) =>
    Object.entries(builders).flatMap(([name, build]) => {
        const calls = samples[name as keyof Builders] as readonly unknown[][];
        if (!calls.length) throw new Error(`no sample for ${name}`);
        return calls.map(args => [name, (build as (...args: unknown[]) => string)(...args)] as const);
    });

/**
 * The table entry a path lands on: one react-router routes (a routed entry, or one a <Resource> serves) and that
 * is not a redirect, matched against the path without its query. Undefined when there is none.
 */
export const landingEntry = (table: ConsoleRoute[], path: string): ConsoleRoute | undefined => {
    const pathname = path.split('?')[0];
    const served = [...routedEntries(table), ...flattenRoutes(table).filter(route => route.resource)];
    return served.find(route => !route.redirect && matchPath({ path: route.path, end: true }, pathname));
};

/** The table's paths, as written there. */
export const tablePaths = (table: ConsoleRoute[]): string[] => flattenRoutes(table).map(route => route.path);
