import { LETTER_VALUES } from '@dozen/engine';
import { BUILD_VERSION } from '../../shared/build-info.js';
import { Button } from '../../shared/ui/Button.js';
import { Modal } from '../../shared/ui/Modal.js';
import { sessionCode } from './session-code.js';
import { useSession } from '../../api/session.js';
import './HowToPlayModal.css';
import { ModalSection } from '../../shared/ui/ModalSection.js';

/** Letters grouped by their value, from the engine's table (so the page can never disagree). */
function letterGroups(): Array<[number, string[]]> {
  const groups = new Map<number, string[]>();
  for (const [letter, points] of Object.entries(LETTER_VALUES)) {
    groups.set(points, [...(groups.get(points) ?? []), letter.toUpperCase()]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

export default function HowToPlayModal({ onClose }: { onClose: () => void }) {
  const { session } = useSession();
  return (
    <Modal
      open
      onClose={onClose}
      title="How To Play"
      size="large"
      description="Everyone gets the same 12 letters each day. Spell words with them and score as many points as you can."
      footer={<Button onClick={onClose}>Got It</Button>}
    >
      <ModalSection title="Four steps">
        <ol className="modal-steps list-reset">
          <li>Tap letter tiles (or type on your keyboard) to spell a word of two or more letters.</li>
          <li>Press Submit Word. A valid word scores the sum of its letter values.</li>
          <li>Each tile can be used once per game: keep spelling with the letters that are left.</li>
          <li>Press End Game when you're done, or use all 12 letters to finish automatically.</li>
        </ol>
        <div className="letter-values" aria-label="Letter values">
          {letterGroups().map(([points, letters]) => (
            <div key={points} className="letter-values__row">
              <span className="letter-values__points">
                {points} {points === 1 ? 'point' : 'points'}
              </span>
              <span className="letter-values__tiles">
                {letters.map((letter) => (
                  <span key={letter} className="mini-tile">
                    {letter}
                  </span>
                ))}
              </span>
            </div>
          ))}
        </div>
      </ModalSection>

      <ModalSection title="Objective">
        <p>
          Make the best use of the day's twelve letters. Long words with high-value letters score big, but
          every tile you spend on one word is a tile you can't use on the next.
        </p>
      </ModalSection>

      <ModalSection title="Targets">
        <ul className="modal-list">
          <li>
            <strong>Target Score:</strong> reach the day's highest possible score in a single game.
          </li>
          <li>
            <strong>Target Word:</strong> spell the day's highest-scoring word.
          </li>
          <li>
            <strong>Most Words:</strong> find the most different words across all of today's games.
          </li>
        </ul>
        <p>The home screen shows how many players have reached each target today.</p>
      </ModalSection>

      <ModalSection title="Reveal">
        <p>
          Stuck? From the home screen you can reveal the Target Score words, the Target Word, or both. A
          reveal can't be undone for the day, and it takes you out of today's count for the target you
          revealed. Finish your current game first.
        </p>
      </ModalSection>

      <ModalSection title="Challenges">
        <p>
          Players with a Dozen account get personal daily challenges based on how they play, such as an exact
          score or a number of words, and earn bonus points for completing them.
        </p>
      </ModalSection>

      <ModalSection title="Hints">
        <p>
          Players with an account can unlock eight hints a day, in order: six about the Target Score words and
          two bonus hints about the Target Word. Hints are available before you spell your first word, and
          using them takes you out of the count for that target.
        </p>
      </ModalSection>

      <ModalSection title="Modes">
        <ul className="modal-list">
          <li>
            <strong>Standard:</strong> every tile is used once; the game ends when you press End Game or all
            12 letters are used.
          </li>
          <li>
            <strong>Continuous Mode</strong> (with an account): your letters come back after every word, so
            you can keep finding new ones. Your score shows 0 and the Target Score doesn't count, but your
            words still count toward Target Word and Most Words. Choose it before your first word.
          </li>
        </ul>
      </ModalSection>

      <ModalSection title="About">
        <p>
          Dozen is a daily word puzzle. New letters arrive every day at midnight Eastern Time, the same for
          everyone.
        </p>
      </ModalSection>

      <p className="modal-meta">
        Version <code>{BUILD_VERSION}</code>
        {session && (
          <>
            {' · '}Session code <code data-testid="session-code">{sessionCode(session.userId)}</code>
          </>
        )}
      </p>
    </Modal>
  );
}
