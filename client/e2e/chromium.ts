/**
 * How Chromium is launched: Debian's builds (MACHINE.md), no sandbox (CI runs as root), and nothing
 * in the background that would add requests or CPU to what is measured or tested. CHROMIUM_PATH
 * overrides the binary of either.
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The first-load bench: the full browser, as a player runs it (installed by the bench when missing). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/**
 * The browser tests and the README's screenshots: Debian's headless shell (package
 * chromium-headless-shell), the same Chromium without the desktop browser around the page, which is
 * what Playwright itself runs for headless tests. The full browser in headless mode still builds a
 * window's UI for every context (a "top-chrome" WebUI renderer each, and a busier browser process):
 * on the 2-core machines the browser tests spent ~190 CPU-seconds more in Chromium with it, and their
 * stage took ~100 s longer (docs/testing.md). The binary itself, not a wrapper script, so
 * Playwright's signals reach it.
 */
export const headlessShellLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args,
};
