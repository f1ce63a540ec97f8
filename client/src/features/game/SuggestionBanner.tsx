import { IconButton } from '../../shared/ui/Button.js';
import { IconBulb, IconClose } from '../../shared/ui/more-icons.js';
import type { Suggestion } from '../../domain/suggestions.js';

const TITLES = { 1: 'Need a hand?', 2: 'Try a new angle', 3: "Stuck? Here's a plan" } as const;

export interface SuggestionBannerProps {
  suggestion: Suggestion;
  recentFailedWords: string[];
  onDismiss: () => void;
}

/** Contextual help after repeated misses (spec 000 §4), levels 1–3. */
export function SuggestionBanner({ suggestion, recentFailedWords, onDismiss }: SuggestionBannerProps) {
  if (suggestion.level === 0) return null;
  return (
    <aside
      className={`suggestion suggestion--level-${suggestion.level}`}
      aria-labelledby="suggestion-title"
      data-testid="suggestion"
    >
      <div className="suggestion__head">
        <IconBulb aria-hidden="true" className="suggestion__icon" />
        <h2 id="suggestion-title" className="suggestion__title">
          {TITLES[suggestion.level]}
        </h2>
        <span className="suggestion__level">Level {suggestion.level} of 3</span>
        <IconButton label="Dismiss suggestions" icon={<IconClose />} size="small" onClick={onDismiss} />
      </div>
      <ul className="suggestion__tips">
        {suggestion.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {recentFailedWords.length > 0 && (
        <p className="suggestion__recent">Recent tries: {recentFailedWords.join(', ')}</p>
      )}
      {suggestion.encouragement && <p className="suggestion__encouragement">{suggestion.encouragement}</p>}
    </aside>
  );
}
