// `npm start`'s last step: the built API (apps/api/dist/main.js) as a child process with the environment of
// api-process-env.mjs (what the caller's environment sets wins). This process only waits: it forwards the stop
// signals and ends with the server's exit code.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PROCESS_ENV_DEFAULTS } from './api-process-env.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/main.js')], {
  stdio: 'inherit',
  env: { ...API_PROCESS_ENV_DEFAULTS, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
