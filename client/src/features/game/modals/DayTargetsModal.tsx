import { InfoModal } from '../../../shared/ui/InfoModal.js';
import { TargetRows, type TargetRow } from '../../../shared/ui/TargetRows.js';
import './DayTargetsModal.css';

export interface DayTargetsModalProps {
  /** The day's name: "Monday, November 16". */
  label: string;
  /** The day's three targets against this game (the Most Words target is the day's final record). */
  rows: TargetRow[];
  onClose: () => void;
}

/**
 * A past day's targets in its archive game: Today's Targets are today's (the day's live
 * counts and the player's best of today), so a past day's game shows that day's targets against the
 * game being played.
 */
export function DayTargetsModal({ label, rows, onClose }: DayTargetsModalProps) {
  return (
    <InfoModal onClose={onClose} title="The Day's Targets">
      <p className="day-targets__day">Puzzle of {label}</p>
      <TargetRows rows={rows} bestLabel="This game" />
    </InfoModal>
  );
}
