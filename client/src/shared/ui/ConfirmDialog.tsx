import { Button, type ButtonVariant } from './Button.js';
import { Modal, type ModalProps } from './Modal.js';

export interface ConfirmDialogProps extends Pick<
  ModalProps,
  'title' | 'description' | 'hideCloseButton' | 'children'
> {
  noLabel?: string;
  yesLabel: string;
  onNo: () => void;
  onYes: () => void;
  /** 'danger' for a yes that destroys something (delete a league, remove a member). */
  yesVariant?: ButtonVariant;
  yesDisabled?: boolean;
  /** A question about something that cannot be taken back: the dialog says so in its tone. */
  danger?: boolean;
}

/**
 * A yes/no question (end a game, leave a league, reveal the day's targets): answered with one of
 * its two buttons, never by a click beside it, so every question lays out and closes the same
 * way; Escape and the corner button answer no.
 */
export function ConfirmDialog({
  title,
  description,
  noLabel = 'Cancel',
  yesLabel,
  onNo,
  onYes,
  yesVariant = 'primary',
  yesDisabled = false,
  danger = false,
  hideCloseButton = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      open
      onClose={onNo}
      title={title}
      description={description}
      size="small"
      tone={danger ? 'danger' : 'default'}
      closeOnBackdrop={false}
      hideCloseButton={hideCloseButton}
      footer={
        <>
          <Button variant="secondary" onClick={onNo}>
            {noLabel}
          </Button>
          <Button variant={yesVariant} disabled={yesDisabled} onClick={onYes}>
            {yesLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
