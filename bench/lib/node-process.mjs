// Server processes of the benches: a free port, and `node <args>` started and awaited until it says it is ready.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { repoRoot } from './modules.mjs';

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `node <args>` with `env` (the whole environment) and resolves once `ready(output)` answers something for
 * what it printed so far: `{ pid, found, stop }`, `found` being that answer. Rejects when it exits first or is not
 * ready within `timeoutMs`.
 */
export function startNodeProcess(args, { cwd = repoRoot, env = process.env, ready, timeoutMs = 180_000 }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before it was ready:\n${output}`));
    };
    const onData = (chunk) => {
      output += chunk;
      const found = ready(output);
      if (!found) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        pid: child.pid,
        found,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
}
