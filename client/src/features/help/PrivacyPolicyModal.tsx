import { useRef } from 'react';
import { siteLinks } from '../../shared/build-info.js';
import { Button } from '../../shared/ui/Button.js';
import { Modal } from '../../shared/ui/Modal.js';
import { ModalSection } from '../../shared/ui/ModalSection.js';

export default function PrivacyPolicyModal({ onClose }: { onClose: () => void }) {
  // Focus Close, not the first focusable (the support link in the last paragraph): on a phone
  // that link is below the fold, so focus would start somewhere the player cannot see, mid-text.
  const closeRef = useRef<HTMLButtonElement>(null);
  const { supportEmail } = siteLinks();
  return (
    <Modal
      open
      onClose={onClose}
      title="Privacy Policy"
      size="large"
      initialFocusRef={closeRef}
      footer={
        <Button ref={closeRef} onClick={onClose}>
          Close
        </Button>
      }
    >
      <ModalSection title="What we keep">
        <ul className="modal-list">
          <li>
            A random player id, held in a secure session cookie, so your games count as yours. We don't ask
            for your name, and playing needs no e-mail address.
          </li>
          <li>
            Your games: the words you found, their scores, the date, and whether you used hints, reveals or
            Continuous Mode. They make the daily counts and targets work.
          </li>
          <li>
            What you do in the game, as events on our own server: a visit, a game started or ended, a word
            accepted or not (its length and score, not the word), hints, reveals, Continuous Mode, shares, and
            which help screens you open, each with the day and the time. They tell us whether players come
            back and where the game loses them. They are tied to your player id only: no address, no browser
            details, and nothing goes to an analytics company.
          </li>
          <li>
            On your device (local storage): your game in progress, recently checked words, and your settings.
            Old game data is removed after seven days.
          </li>
        </ul>
      </ModalSection>
      <ModalSection title="What we don't do">
        <p>
          No advertising, no third-party trackers, no selling or sharing of your data. The home screen only
          ever shows totals, never who played.
        </p>
      </ModalSection>
      <ModalSection title="Your choices">
        <p>
          Clearing this site's cookies and storage in your browser starts you afresh as a new player. To have
          your games deleted from our servers, write to{' '}
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'the operator of this site'}{' '}
          with the user id shown in Settings.
        </p>
      </ModalSection>
    </Modal>
  );
}
