import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REPO_ROOT, WEB_DIST_INDEX } from '../../e2e/support/server-process.ts';

/** Builds apps/web (always when `fresh`, otherwise only when there is no build yet). */
export function buildWeb({ fresh }: { fresh: boolean }): void {
  if (!fresh && existsSync(WEB_DIST_INDEX)) return;
  console.log('building the web app (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
