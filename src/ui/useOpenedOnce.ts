import { useState } from 'react';

/**
 * Whether `open` has been true at least once: a drawer or dialog that is rendered from its first opening on (and
 * kept, so that it closes with its transition) costs nothing on a page that never opens it; the header's drawers
 * were a part of every first render.
 */
export const useOpenedOnce = (open: boolean): boolean => {
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened || open;
};
