import type { ReactNode } from 'react';
import { renderAdminScreen } from './renderAdminScreen';

/** An admin screen over the real provider and the demo backend (tests/support/renderAdminScreen). */
export const renderAdmin = (screen: ReactNode, path = '/') => renderAdminScreen(path, screen);

/** The chart library measures its container: jsdom has no layout. */
export const stubResizeObserver = () => {
    globalThis.ResizeObserver ??= class {
        observe() {}
        unobserve() {}
        disconnect() {}
    };
};
