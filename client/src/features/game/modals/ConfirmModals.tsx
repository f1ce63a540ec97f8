import { Button } from '../../../shared/ui/Button.js';
import { Modal } from '../../../shared/ui/Modal.js';

/** What a yes/no question says: the exact texts of spec 000 §2. */
interface ConfirmTexts {
  title: string;
  description: string;
  noLabel: string;
  yesLabel: string;
}

interface ConfirmProps {
  onNo: () => void;
  onYes: () => void;
}

/** A yes/no question with the exact button texts of spec 000 §2. */
export function Confirm(props: ConfirmTexts & ConfirmProps) {
  return (
    <Modal
      open
      onClose={props.onNo}
      title={props.title}
      description={props.description}
      size="small"
      closeOnBackdrop={false}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={props.onNo}>
            {props.noLabel}
          </Button>
          <Button variant="primary" onClick={props.onYes}>
            {props.yesLabel}
          </Button>
        </>
      }
    />
  );
}

/** A game question whose texts never change: only its answers are the caller's. */
function fixedConfirm(texts: ConfirmTexts) {
  return (props: ConfirmProps) => <Confirm {...props} {...texts} />;
}

export const EndGameModal = fixedConfirm({
  title: 'End Game?',
  description: 'Your score will be saved and this game will end. You can play again afterwards.',
  noLabel: 'No, Continue',
  yesLabel: 'Yes, End Game',
});

export const LeaveGameModal = fixedConfirm({
  title: 'Leave Game?',
  description: 'Your words so far will be saved and this game will end.',
  noLabel: 'No, Stay',
  yesLabel: 'Yes, Leave',
});

export const HideSuggestionsModal = fixedConfirm({
  title: 'Hide Suggestions?',
  description:
    "Suggestions appear when a few words in a row don't count. You can turn them back on in Settings.",
  noLabel: 'Cancel',
  yesLabel: 'Yes, Hide Suggestions',
});
