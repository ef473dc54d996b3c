import { withAreas, type LoadArea } from './lazyScreen';
import type { LazyScreen } from './types';

/** A catalog's screen, with the names of the i18n areas it loads (read by screenAreas.test.ts). */
export type AreaScreen<Area extends string> = LazyScreen & { areas: readonly Area[] };

/**
 * The entries of a screen catalog (user/screens.ts, admin/screens.ts), each naming the areas it needs among the
 * catalog's `areas`: `screen(['dns'], () => import('./dns/domains/DomainList')...)`. A screen names every area its
 * modules' keys come from, shared components' included (screenAreas.test.ts checks it).
 */
export const areaScreens =
    <Area extends string>(areas: Record<Area, LoadArea>) =>
    (names: readonly Area[], load: LazyScreen): AreaScreen<Area> =>
        Object.assign(
            withAreas(
                load,
                names.map(name => areas[name]),
            ),
            { areas: names },
        );
