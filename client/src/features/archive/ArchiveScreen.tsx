import { addDays } from '@dozen/engine';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { track } from '../../api/analytics.js';
import { archiveMonthQuery } from '../../api/archive-query.js';
import { useConnectivity } from '../../api/connectivity.js';
import { useSession } from '../../api/session.js';
import { isDayNotOver, isNotFound } from '../../api/errors.js';
import { deviceNewYorkDate } from '../../shared/new-york-date.js';
import { LoadFailed } from '../../shared/LoadFailed.js';
import { IconButton } from '../../shared/ui/Button.js';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.js';
import { IconBack } from '../../shared/ui/more-icons.js';
import { ArchiveCalendar } from './ArchiveCalendar.js';
import { ArchiveDayPanel } from './ArchiveDayPanel.js';
import { ArchiveList } from './ArchiveList.js';
import { IconChevronLeft, IconChevronRight } from './archive-icons.js';
import { addMonths, addMonthsToDate, clampDate, monthLabel, monthOf } from './calendar-month.js';
import { MarksLegend } from './DayMarks.js';
import { useArchiveMonths } from './useArchiveMonths.js';
import './ArchiveScreen.css';

type View = 'calendar' | 'list';
const VIEWS = [
  { value: 'calendar', label: 'Calendar' },
  { value: 'list', label: 'List' },
] as const;

/** Where the archive was opened from (analytics archive_open): the app's links say so in their state. */
function openedFrom(state: unknown): 'home' | 'stats' | 'link' {
  const from = (state as { from?: unknown } | null)?.from;
  return from === 'home' || from === 'stats' ? from : 'link';
}

/** The calendar's button to the month before or after, greyed at the first or last puzzle's month. */
function MonthStep({
  step,
  disabled,
  onStep,
}: {
  step: -1 | 1;
  disabled: boolean;
  onStep: (step: number) => void;
}) {
  return (
    <IconButton
      label={step < 0 ? 'Previous month' : 'Next month'}
      icon={step < 0 ? <IconChevronLeft /> : <IconChevronRight />}
      variant="outlined"
      size="small"
      disabled={disabled}
      onClick={() => onStep(step)}
    />
  );
}

/**
 * Past puzzles (at /archive): a month calendar of the days from the first puzzle to
 * yesterday, each with how this player did (on the day and later), or the same as a list, newest
 * first. An unplayed day opens its game; a played one shows its results and Play Again.
 */
export default function ArchiveScreen({ onPlay }: { onPlay: (date: string) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const connectivity = useConnectivity();
  const titleId = useId();
  const monthTitleId = useId();
  // Until the server says, yesterday by this device's New York clock is the last day.
  const [yesterday] = useState(() => addDays(deviceNewYorkDate(), -1));
  const [month, setMonth] = useState(() => monthOf(yesterday));
  const [focused, setFocused] = useState(yesterday);
  const [view, setView] = useState<View>('calendar');
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [listMonths, setListMonths] = useState(2);
  // The archive answers a session only (an anonymous one will do): asked once there is one.
  const { session } = useSession();
  const query = useQuery({ ...archiveMonthQuery(month), enabled: session !== null });

  // The bounds, as the last answer gave them: they hold while another month loads. Adjusted while
  // rendering (React's pattern for state that follows an answer), so no frame shows stale bounds.
  const [bounds, setBounds] = useState<{ firstDate: string; lastDate: string } | null>(null);
  const data = query.data;
  if (data && (bounds?.firstDate !== data.firstDate || bounds.lastDate !== data.lastDate)) {
    setBounds({ firstDate: data.firstDate, lastDate: data.lastDate });
    setFocused(clampDate(focused, data.firstDate, data.lastDate));
  }
  // The device's clock ran ahead of the server's (its "yesterday" is still today there): one step back.
  const [steppedBack, setSteppedBack] = useState(false);
  if (query.isError && isDayNotOver(query.error) && !bounds && !steppedBack) {
    setSteppedBack(true);
    setMonth(addMonths(month, -1));
  }

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    track('archive_open', { from: openedFrom(location.state) });
  }, [location.state]);

  const days = useMemo(() => (data ? new Map(data.days.map((day) => [day.date, day])) : undefined), [data]);
  const list = useArchiveMonths(view === 'list' ? bounds : null, listMonths);

  const focusDate = (date: string) => {
    setFocused(date);
    setMonth(monthOf(date));
  };
  const toMonth = (count: number) => {
    if (!bounds) return;
    focusDate(clampDate(addMonthsToDate(focused, count), bounds.firstDate, bounds.lastDate));
  };
  const open = (date: string) => {
    const day = days?.get(date) ?? list.days.find((item) => item.date === date);
    if (day && (day.onTheDay || day.later)) setOpenDay(date);
    else onPlay(date);
  };
  const openedDay = openDay
    ? (days?.get(openDay) ?? list.days.find((item) => item.date === openDay))
    : undefined;

  const atFirst = !bounds || month <= monthOf(bounds.firstDate);
  const atLast = !bounds || month >= monthOf(bounds.lastDate);
  const noArchive = query.isError && isNotFound(query.error) && !bounds;

  let status = null;
  if (!data && connectivity === 'offline')
    status = <p role="status">You're offline. The archive loads when you're back online.</p>;
  else if (!data && connectivity === 'unreachable')
    status = <p role="status">Can't reach Dozen right now. The archive loads as soon as it answers.</p>;
  else if (noArchive)
    status = <p role="status">No past puzzles yet: come back tomorrow to play today's again.</p>;
  else if (query.isError && !isDayNotOver(query.error))
    status = (
      <LoadFailed what="The archive" className="archive__error" onRetry={() => void query.refetch()} />
    );

  return (
    <div className="page archive" aria-labelledby={titleId}>
      <header className="screen-header">
        <IconButton label="Back to home" icon={<IconBack />} variant="plain" onClick={() => navigate('/')} />
        <h1 id={titleId} className="screen-title">
          Past Puzzles
        </h1>
      </header>
      <p className="archive__intro">
        Play any earlier day. Archive games count for no streak, rank or challenge, and never change your
        result of the day.
      </p>
      <ChoiceGroup legend="Show as" options={VIEWS} value={view} onChange={setView} />
      {status}

      {view === 'calendar' ? (
        <section className="archive__month card" aria-labelledby={monthTitleId}>
          <div className="archive__month-head">
            <MonthStep step={-1} disabled={atFirst} onStep={toMonth} />
            <h2 id={monthTitleId} className="archive__month-title" aria-live="polite">
              {monthLabel(month)}
            </h2>
            <MonthStep step={1} disabled={atLast} onStep={toMonth} />
          </div>
          <ArchiveCalendar
            month={month}
            days={days}
            firstDate={bounds?.firstDate ?? '9999-12-31'}
            lastDate={bounds?.lastDate ?? '0000-01-01'}
            focused={focused}
            onFocusDate={focusDate}
            onOpen={open}
            labelledBy={monthTitleId}
          />
          <MarksLegend />
        </section>
      ) : (
        <ArchiveList
          days={list.days}
          loadingMore={list.loading}
          onMore={list.hasMore ? () => setListMonths((count) => count + 2) : undefined}
          onOpen={open}
        />
      )}

      {openedDay && (
        <ArchiveDayPanel
          day={openedDay}
          onPlay={() => onPlay(openedDay.date)}
          onClose={() => {
            setOpenDay(null);
            document.querySelector<HTMLElement>(`[data-date="${openedDay.date}"]`)?.focus();
          }}
        />
      )}
    </div>
  );
}
