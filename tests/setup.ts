import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addAreaMessages } from '../src/i18n/provider';
import { featureAreas } from './support/featureAreas';

// component tests render the whole console (lazy chunks, the demo backend) on two shared cores: waits for what
// a person would see get 10 s instead of Testing Library's 1 s default
configure({ asyncUtilTimeout: 10_000 });

// components render with every area's messages, as if their screen had loaded them: which areas each screen
// names in its catalog is checked from the source (src/console/routing/screenAreas.test.ts)
Object.values(featureAreas).forEach(addAreaMessages);

afterEach(() => {
    cleanup();
    localStorage.clear();
});
