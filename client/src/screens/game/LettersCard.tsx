import { type ReactNode } from 'react';
import { IconButton } from '../../components/Button.js';
import {
  IconBulb,
  IconHelp,
  IconHistory,
  IconInfinity,
  IconShuffle,
  IconTarget,
} from '../../components/icons.js';

export interface LettersCardProps {
  /** Tiles still free. */
  count: number;
  continuousMode: boolean;
  gameOver: boolean;
  onContinuous: () => void;
  onTargets: () => void;
  onHistory: () => void;
  onHints: () => void;
  onShuffle: () => void;
  onHowToPlay: () => void;
  children: ReactNode;
}

/** 'Letters (count)' with the game's tools, and the tiles beneath (spec 000 §2). */
export function LettersCard(props: LettersCardProps) {
  const { count, continuousMode, gameOver } = props;
  return (
    <section className="card letters-card" aria-labelledby="letters-title">
      <div className="letters-card__head">
        <h2 id="letters-title" className="card__title">
          Letters ({count})
        </h2>
        <div className="letters-card__tools" role="group" aria-label="Game tools">
          <IconButton
            label="Continuous mode"
            tooltip={continuousMode ? 'Continuous mode is on' : 'Continuous mode is off'}
            aria-pressed={continuousMode}
            icon={<IconInfinity />}
            variant={continuousMode ? 'filled' : 'plain'}
            onClick={props.onContinuous}
          />
          <IconButton label="Today's targets" icon={<IconTarget />} onClick={props.onTargets} />
          <IconButton label="Game history" icon={<IconHistory />} onClick={props.onHistory} />
          <IconButton label="Hints" icon={<IconBulb />} onClick={props.onHints} />
          <IconButton
            label="Shuffle letters"
            icon={<IconShuffle />}
            onClick={props.onShuffle}
            disabled={gameOver || count === 0}
          />
          <IconButton label="How to play" icon={<IconHelp />} onClick={props.onHowToPlay} />
        </div>
      </div>
      {props.children}
    </section>
  );
}
