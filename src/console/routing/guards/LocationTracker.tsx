import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordLocation } from './locationTrail';

/**
 * Records every location the router shows (see locationTrail.ts), for PaymentGuard's "where did this navigation
 * come from". AccessGate mounts one inside the layout; mounting another one higher up (inside the BrowserRouter,
 * around <Admin>) is harmless and also records the pages outside the layout. Renders nothing.
 */
export const LocationTracker = () => {
    const { key, pathname, search, hash } = useLocation();
    useEffect(() => {
        recordLocation({ key, pathname, search, hash });
    }, [key, pathname, search, hash]);
    return null;
};
