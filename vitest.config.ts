import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
    plugins: [react()],
    resolve: {
        // resolve react-router exactly as the app build does, or tests load two router copies
        conditions: ['module-sync', 'module', 'browser', 'development|production'],
    },
    test: {
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
        setupFiles: ['tests/setup.ts'],
        pool: 'forks',
        maxWorkers: 2,
        testTimeout: 20000,
    },
});
