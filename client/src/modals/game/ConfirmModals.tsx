import { Button } from '../../components/Button.js';
import { Modal } from '../../components/Modal.js';

/** A yes/no question with the exact button texts of spec 000 §2. */
function Confirm(props: {
  title: string;
  description: string;
  noLabel: string;
  yesLabel: string;
  onNo: () => void;
  onYes: () => void;
  danger?: boolean;
}) {
  return (
    <Modal
      open
      onClose={props.onNo}
      title={props.title}
      description={props.description}
      size="small"
      closeOnBackdrop={false}
      hideCloseButton
      tone={props.danger ? 'danger' : 'default'}
      footer={
        <>
          <Button variant="secondary" onClick={props.onNo}>
            {props.noLabel}
          </Button>
          <Button variant={props.danger ? 'danger' : 'primary'} onClick={props.onYes}>
            {props.yesLabel}
          </Button>
        </>
      }
    />
  );
}

interface ConfirmProps {
  onNo: () => void;
  onYes: () => void;
}

export function EndGameModal(props: ConfirmProps) {
  return (
    <Confirm
      {...props}
      title="End Game?"
      description="Your score will be saved and this game will end. You can play again afterwards."
      noLabel="No, Continue"
      yesLabel="Yes, End Game"
    />
  );
}

export function LeaveGameModal(props: ConfirmProps) {
  return (
    <Confirm
      {...props}
      title="Leave Game?"
      description="Your words so far will be saved and this game will end."
      noLabel="No, Stay"
      yesLabel="Yes, Leave"
    />
  );
}

export function HideSuggestionsModal(props: ConfirmProps) {
  return (
    <Confirm
      {...props}
      title="Hide Suggestions?"
      description="Suggestions appear when a few words in a row don't count. You can turn them back on in Settings."
      noLabel="Cancel"
      yesLabel="Yes, Hide Suggestions"
    />
  );
}
