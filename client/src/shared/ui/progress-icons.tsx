import { icon } from './icons.js';

/**
 * Icons only the progress views use (challenges, stats): a module of their own, so the first
 * page's bundle, which holds icons.tsx, does not carry them.
 */
export const IconSparkles = icon(
  <>
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </>,
);
export const IconChart = icon(
  <>
    <path d="M4 20V4M4 20h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </>,
);
