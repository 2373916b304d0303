/**
 * A relative path a visitor may ask for: segments of safe characters, none starting with a dot,
 * so no `..`, no dotfile, no empty segment and no backslash ever reaches a disk or a store.
 */
const SAFE_RELATIVE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const isSafeRelativePath = (path: string) =>
  path.length <= 512 && SAFE_RELATIVE_PATH.test(path);
