import { execFile } from 'node:child_process';

export interface CommandResult {
  stdout: string;
  stderr: string;
}

/**
 * The variables pnpm exports to its scripts (npm_config_*, npm_package_*, PNPM_*) would leak the
 * workspace's settings into the scratch project's npm, so every child gets an environment without them.
 */
function cleanEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_)/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

/** Runs a command and rejects with its output when it exits non-zero, so a failure explains itself. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; timeoutMs?: number },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: cleanEnvironment(),
        timeout: options.timeoutMs ?? 150_000,
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              `${command} ${args.join(' ')} failed in ${options.cwd}: ${error.message}\n${stdout}\n${stderr}`,
            ),
          );
          return;
        }
        resolve({ stdout, stderr });
      },
    );
  });
}
