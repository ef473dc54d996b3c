import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadChunk } from './chunkError';
import { ChunkErrorPage } from './ChunkErrorPage';
import type { LazyScreen } from './types';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A screen in its own chunk. It downloads on first render (react-admin's layout shows the loading state),
 * fails as ChunkLoadError / CSS_CHUNK_LOAD_FAILED after an error or 120 s, and then shows a translated error
 * with a retry button. React.lazy remembers a failure forever, so a retry builds a fresh lazy component.
 */
export const lazyScreen = <P extends object>(load: Loader<P>): ComponentType<P> => {
    let current: LazyExoticComponent<ComponentType<P>> = lazy(() => loadChunk(load));
    const Screen = (props: P) => {
        const [, setAttempt] = useState(0);
        const Current = current;
        return (
            <ErrorBoundary
                fallbackRender={({ error, resetErrorBoundary }) => (
                    <ChunkErrorPage
                        error={error}
                        onRetry={() => {
                            current = lazy(() => loadChunk(load));
                            setAttempt(attempt => attempt + 1);
                            resetErrorBoundary();
                        }}
                    />
                )}
            >
                <Current {...props} />
            </ErrorBoundary>
        );
    };
    return Screen;
};

/** lazyScreen for a named export: lazyNamed(() => import('./views'), 'ConfigList'). */
export const lazyNamed = <K extends string, M extends Record<K, ComponentType<object>>>(load: () => Promise<M>, name: K) =>
    lazyScreen<object>(() => load().then(module => ({ default: module[name] })));

/**
 * A flavour's screens are listed once, in a catalog module that is itself a lazy chunk (`userScreens.ts`,
 * `adminScreens.ts`); the route table names a screen instead of importing it. So the table that /login downloads
 * holds no dynamic import and no preload list per screen (each cost about 90 bytes gzip, and /login grew with every
 * screen added). The catalog arrives with the first screen shown; its loaders still preload each screen's chunks.
 */
export const screenCatalog =
    <Name extends string>(load: () => Promise<Record<Name, LazyScreen>>) =>
    (name: Name): LazyScreen =>
    () =>
        load().then(screens => screens[name]());
