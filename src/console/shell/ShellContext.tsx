import type { Theme } from '@mui/material/styles';
import { createContext, useContext } from 'react';
import type { Flavour } from '../../authProvider/session';
import type { ThemePrefs } from '../preferences/themePrefs';
import type { Device } from './responsive';

/** What the shell's parts (header, sidebar, footer) share: flavour, device class, layout mode, area themes. */
export interface ShellState {
    flavour: Flavour;
    device: Device;
    /** The menu sits in the header (top-to-bottom mode, on a pad or a pc). */
    horizontal: boolean;
    headerTheme: ThemePrefs['headerTheme'];
    themes: { header: Theme; aside: Theme; main: Theme };
}

export const ShellContext = createContext<ShellState | null>(null);

export const useShell = (): ShellState => {
    const state = useContext(ShellContext);
    if (!state) throw new Error('useShell: outside the console layout');
    return state;
};
