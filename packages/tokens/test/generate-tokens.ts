import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function generateTokens(): void {
  const script = fileURLToPath(new URL('../scripts/build-tokens.mjs', import.meta.url));
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}
