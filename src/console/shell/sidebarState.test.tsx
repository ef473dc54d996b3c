import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryStore, StoreContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSidebar } from './useResponsiveSidebar';
import { useConsoleSidebarState } from './sidebarState';

/** A window as wide as `width` for MUI's media queries. */
const widen = (width: number) => {
    vi.stubGlobal('matchMedia', (query: string) => {
        const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
        return {
            matches: width <= max,
            media: query,
            addListener: () => {},
            removeListener: () => {},
            addEventListener: () => {},
            removeEventListener: () => {},
        };
    });
};

afterEach(() => vi.unstubAllGlobals());

describe('the sidebar state: a phone drawer apart from the desktop menu', () => {
    it('opening and closing the phone menu at 390 px leaves the desktop menu open at 1440 px, also after a reload', () => {
        const store = memoryStore();
        const wrapper = ({ children }: { children: ReactNode }) => <StoreContextProvider value={store}>{children}</StoreContextProvider>;
        // a page loaded at 390 px
        startSidebar(store, 390);
        widen(390);
        const phone = renderHook(() => useConsoleSidebarState(), { wrapper });
        expect(phone.result.current[0]).toBe(false);
        act(() => phone.result.current[1](true));
        expect(phone.result.current[0]).toBe(true);
        act(() => phone.result.current[1](false));
        phone.unmount();

        // widened, then reloaded, at 1440 px
        widen(1440);
        startSidebar(store, 1440);
        const desktop = renderHook(() => useConsoleSidebarState(), { wrapper });
        expect(desktop.result.current[0]).toBe(true);
        // the desktop choice stands on its own
        act(() => desktop.result.current[1](false));
        expect(store.getItem('sidebar.open')).toBe(false);
    });
});
