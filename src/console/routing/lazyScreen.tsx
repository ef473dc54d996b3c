import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { addAreaMessages, type I18nArea } from '../../i18n/provider';
import { loadRemembered, rememberedBy } from '../remembered';
import { loadChunk } from './chunkError';
import { ScreenErrorPage } from './ScreenErrorPage';
import { StableRoute } from './StableRoute';
import type { LazyScreen, ScreenCatalog } from './types';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Loads a screen's chunk (as lazyScreen does) and remembers the module for lazyScreen's first render: a screen
 * preloaded before it is shown (console/preload.ts) then renders in the same pass as the page around it. A screen
 * that suspends shows its fallback, and React holds the content back for up to 300 ms after a fallback
 * (FALLBACK_THROTTLE_MS): on a signed-in cold load that was most of the wait for the first row.
 */
export const loadScreen = <P extends object>(load: Loader<P>): Promise<{ default: ComponentType<P> }> => loadRemembered(() => loadChunk(load), load);

/**
 * A screen in its own chunk. It downloads on first render (react-admin's layout shows the loading state),
 * unless it is already loaded (loadScreen); it fails as ChunkLoadError / CSS_CHUNK_LOAD_FAILED after an error or
 * 120 s, and then shows a translated error with a retry button. An error thrown while the screen renders shows
 * what failed, with the same retry, in place of the screen only (ScreenErrorPage). React.lazy remembers a failure
 * forever, so a retry builds a fresh lazy component.
 */
export const lazyScreen = <P extends object>(load: Loader<P>): ComponentType<P> => {
    let current: LazyExoticComponent<ComponentType<P>> = lazy(() => loadScreen(load));
    const Screen = (props: P) => {
        const [, setAttempt] = useState(0);
        const Current = rememberedBy(load)?.default ?? current;
        return (
            <ErrorBoundary
                fallbackRender={({ error, resetErrorBoundary }) => (
                    <ScreenErrorPage
                        error={error}
                        onRetry={() => {
                            current = lazy(() => loadScreen(load));
                            setAttempt(attempt => attempt + 1);
                            resetErrorBoundary();
                        }}
                    />
                )}
            >
                <StableRoute>
                    <Current {...props} />
                </StableRoute>
            </ErrorBoundary>
        );
    };
    return Screen;
};

/** Loads an i18n area module (src/i18n/areas/): messages that a screen needs beyond the core catalogs. */
export type LoadArea = () => Promise<{ default: I18nArea }>;

/**
 * Loads a lazy module and the i18n areas its screen needs, in parallel, and answers when both are there: the
 * screen's first render finds every string (no raw key flashes), and a screen the signed-in preload loaded still
 * renders in one pass (console/preload.ts).
 */
export const withAreas =
    <M,>(load: () => Promise<M>, areas: readonly LoadArea[]): (() => Promise<M>) =>
    () =>
        Promise.all([load(), ...areas.map(area => area().then(module => addAreaMessages(module.default)))]).then(([module]) => module);

/** lazyScreen for a named export: lazyNamed(() => import('./views'), 'ConfigList'). */
export const lazyNamed = <K extends string, M extends Record<K, ComponentType<object>>>(load: () => Promise<M>, name: K) =>
    lazyScreen<object>(() => load().then(module => ({ default: module[name] })));

/**
 * A flavour's screens are listed once, in a catalog module that is itself a lazy chunk (`user/screens.ts`,
 * `admin/screens.ts`); the route table names a screen instead of importing it. So the table that /login downloads
 * holds no dynamic import and no preload list per screen (each cost about 90 bytes gzip, and /login grew with every
 * screen added). The catalog arrives with the first screen shown; its loaders still preload each screen's chunks.
 */
export const screenCatalog =
    <Name extends string>(load: () => Promise<ScreenCatalog<Name>>) =>
    (name: Name): LazyScreen =>
        Object.assign(() => load().then(catalog => catalog.screens[name]()), {
            reads: () => load().then(catalog => catalog.reads[name]?.()),
        });
