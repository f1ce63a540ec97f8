import { Button } from './Button.js';
import { Modal, type ModalProps } from './Modal.js';

/**
 * A dialog that only tells (the day's targets, the hints, how to install): open while shown, and
 * left by its one Close button, the same in every such dialog.
 */
export function InfoModal(props: Omit<ModalProps, 'open' | 'footer'>) {
  return <Modal {...props} open footer={<Button onClick={props.onClose}>Close</Button>} />;
}
