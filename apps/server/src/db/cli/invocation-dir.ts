import path from 'node:path';

/** A path the user typed, relative to where they typed the npm command (npm runs in apps/server). */
export function resolveFromInvocation(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
