/**
 * How the browser tests and the first-load bench launch Chromium: Debian's build (MACHINE.md),
 * no sandbox (CI runs as root), and nothing in the background that would add requests or CPU to
 * what is measured or tested.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
