import { icon } from '../../shared/ui/icons.js';

/** The archive's own icons (in its lazy chunk, not the first page's shared icon set). */
export const IconChevronLeft = icon(<path d="M15 5l-7 7 7 7" />);
export const IconChevronRight = icon(<path d="M9 5l7 7-7 7" />);
export const IconCalendar = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
/** Played on the day: a filled dot. */
export const IconOnTheDay = icon(<circle cx="12" cy="12" r="6" fill="currentColor" />);
/** Played later, from the archive: a ring. */
export const IconLater = icon(<circle cx="12" cy="12" r="5.5" />);
