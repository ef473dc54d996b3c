// The yardstick's build: a minimal one-resource react-admin app with the console's toolchain (bench/run.mjs).
// Built under /yardstick/ into node_modules/.cache (ignored by git and by eslint), served by bench/server.mjs.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
    root: import.meta.dirname,
    base: '/yardstick/',
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: resolve(import.meta.dirname, '../../node_modules/.cache/bench-yardstick'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
