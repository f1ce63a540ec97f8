import { Button } from '../../../shared/ui/Button.js';
import { IconInfinity } from '../../../shared/ui/more-icons.js';
import { Modal } from '../../../shared/ui/Modal.js';
import { Confirm } from './ConfirmModals.js';
import './ContinuousModeModals.css';

/** What continuous mode is, shown the first time a player turns it on (spec 000 §4). */
export function ContinuousExplainerModal(props: { onContinue: () => void; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Continuous Mode"
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            Not Now
          </Button>
          <Button variant="primary" onClick={props.onContinue}>
            Continue
          </Button>
        </>
      }
    >
      <div className="continuous-explainer">
        <IconInfinity aria-hidden="true" width={40} height={40} />
        <ul>
          <li>Letters are never used up: spell as many words as you can find.</li>
          <li>Each word counts once per day.</li>
          <li>Your score shows 0 and the Target Score does not count in this mode.</li>
          <li>
            Single word scores still count for the Target Word, and every word counts toward Most Words.
          </li>
          <li>Choose the mode before your first word: it cannot change afterwards.</li>
        </ul>
      </div>
    </Modal>
  );
}

export function ContinuousConfirmModal(props: {
  turnOn: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Confirm
      title={props.turnOn ? 'Turn On Continuous Mode?' : 'Turn Off Continuous Mode?'}
      description={
        props.turnOn
          ? 'Letters will not be used up, your score will show 0 and the Target Score will not count. You cannot change mode after spelling a word.'
          : 'Letters will be used up as you spell and the Target Score will count again.'
      }
      noLabel="Cancel"
      yesLabel={props.turnOn ? 'Yes, Turn On' : 'Yes, Turn Off'}
      onNo={props.onCancel}
      onYes={props.onConfirm}
    />
  );
}
