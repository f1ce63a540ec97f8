/** debian-package.mjs, for the TypeScript that imports it (the bench). */
export function ensureDebianPackage(
  binary: string,
  pkg: string,
  why: string,
  log?: (message: string) => void,
): Promise<string>;
