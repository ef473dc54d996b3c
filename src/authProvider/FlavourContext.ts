import { createContext, useContext } from 'react';
import type { Flavour } from './session';

/**
 * Which console this is. Only the user flavour has an end-user account (user info, balance, the access gates);
 * a capability cannot be read off the data provider, whose react-admin proxy answers every method name.
 */
export const FlavourContext = createContext<Flavour>('user');

export const useFlavour = (): Flavour => useContext(FlavourContext);
