/**
 * Confetti for a completed challenge (spec 001 §4: 100 particles). canvas-confetti (~4 kB gzip) is
 * loaded only when there is something to celebrate, so no page pays for it up front. Under
 * prefers-reduced-motion nothing is drawn at all: not even the library is loaded.
 */
export const CONFETTI_PARTICLES = 100;

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Answers whether confetti was launched. */
export async function launchConfetti(): Promise<boolean> {
  if (prefersReducedMotion()) return false;
  try {
    const { default: confetti } = await import('canvas-confetti');
    void confetti({
      particleCount: CONFETTI_PARTICLES,
      spread: 75,
      origin: { y: 0.7 },
      // Above the toaster and any dialog; the library's canvas ignores pointer events.
      zIndex: 70,
      disableForReducedMotion: true,
    });
    return true;
  } catch (error) {
    // A chunk that fails to load costs the decoration only; the toast has said it all.
    console.warn('Could not load confetti', error);
    return false;
  }
}
