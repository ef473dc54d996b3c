import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// component tests render the whole console (lazy chunks, the demo backend) on two shared cores: waits for what
// a person would see get 10 s instead of Testing Library's 1 s default
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
    cleanup();
    localStorage.clear();
});
