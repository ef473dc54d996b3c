// Serves the built console (dist/) with `vite preview`, which applies the same history fallbacks as dev.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export const startPreview = async (port = 4173, outDir = 'dist') => {
    const child = spawn(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir],
        {
            stdio: ['ignore', 'pipe', 'pipe'],
        },
    );
    let output = '';
    child.stdout.on('data', chunk => (output += chunk));
    child.stderr.on('data', chunk => (output += chunk));
    const baseUrl = `http://localhost:${port}`;
    for (let attempt = 0; attempt < 100; attempt++) {
        if (child.exitCode !== null) throw new Error(`vite preview exited:\n${output}`);
        try {
            const response = await fetch(`http://127.0.0.1:${port}/config.js`);
            if (response.ok) return { baseUrl, stop: () => child.kill() };
        } catch {
            // not listening yet
        }
        await sleep(100);
    }
    child.kill();
    throw new Error(`vite preview did not start:\n${output}`);
};
