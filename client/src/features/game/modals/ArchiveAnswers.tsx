import type { TArchiveAnswers, TArchiveResult } from '@dozen/engine/contract';
import { WordRow } from '../WordRow.js';

export interface ArchiveCompleteFacts {
  /** The day's answers, from the stored archive game; null while it is being stored (or kept offline). */
  answers: TArchiveAnswers | null;
  /** The player's result on the day itself; null when they did not play it then. */
  onTheDay: TArchiveResult | null;
  dayTargetScore: number;
}

/** The targets a result reached, in words (never colour alone). */
export function reachedTargets(result: Pick<TArchiveResult, 'targetScore' | 'targetWord' | 'mostWords'>) {
  return [
    result.targetScore && 'Target Score',
    result.targetWord && 'Target Word',
    result.mostWords && 'Most Words',
  ].filter((name): name is string => Boolean(name));
}

/** "On the day you scored 142 of 180 and reached the Target Word." */
export function onTheDayText(onTheDay: TArchiveResult | null, dayTargetScore: number): string {
  if (!onTheDay) return 'You did not play this puzzle on the day.';
  const reached = reachedTargets(onTheDay);
  const score = `On the day you scored ${onTheDay.bestScore} of ${dayTargetScore}`;
  return reached.length > 0 ? `${score} and reached ${reached.join(', ')}.` : `${score}.`;
}

/**
 * Game Complete of a past day: the day is over for everyone, so its answers show — the
 * top word, the target words and the words this game missed, each with its points — beside the
 * player's own result on the day, if they had one.
 */
export function ArchiveAnswers({ answers, onTheDay, dayTargetScore }: ArchiveCompleteFacts) {
  return (
    <section
      className="archive-answers"
      aria-labelledby="archive-answers-title"
      data-testid="archive-answers"
    >
      <p className="archive-answers__on-the-day" data-testid="on-the-day">
        {onTheDayText(onTheDay, dayTargetScore)}
      </p>
      <h3 id="archive-answers-title" className="word-rows__title">
        The day's answers
      </h3>
      {answers === null ? (
        <p className="archive-answers__pending" role="status">
          The answers show once your game is saved.
        </p>
      ) : (
        <>
          <h4 className="archive-answers__subtitle">Top word</h4>
          <ul className="word-rows list-reset">
            <WordRow word={answers.topWord.word.toUpperCase()} score={answers.topWord.score} isTopWord />
          </ul>
          <h4 className="archive-answers__subtitle">Target words</h4>
          <ul className="word-rows list-reset">
            {answers.targetWords.map((item) => (
              <WordRow key={item.word} word={item.word.toUpperCase()} score={item.score} isTargetWord />
            ))}
          </ul>
          <h4 className="archive-answers__subtitle">
            Words you missed ({answers.missedWords.length} of {answers.totalValidWords} shown)
          </h4>
          {answers.missedWords.length === 0 ? (
            <p>None: you found every word of the day.</p>
          ) : (
            <ul className="word-rows list-reset" data-testid="missed-words">
              {answers.missedWords.map((item) => (
                <WordRow key={item.word} word={item.word.toUpperCase()} score={item.score} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
