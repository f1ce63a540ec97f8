import { siteLinks } from '../../../shared/build-info.js';
import { Button } from '../../../shared/ui/Button.js';
import { IconMail } from '../../../shared/ui/more-icons.js';
import { Modal } from '../../../shared/ui/Modal.js';
import { useAppModal, type ModalOf } from '../../../shared/modal-registry.js';
import type { SignInProblem } from './sign-in-gate.js';

/**
 * The authentication setup help (spec 001 §2, §8): opened when the sign-in e-mail could not be
 * sent because this device could not reach Dozen, or because Dozen's mail is not working (a
 * configuration failure on our side, 503). It says which of the two it is, what the player can
 * do about it, and that nothing is lost meanwhile; Try Again goes back with the address filled in.
 */
export default function SignInHelpModal({
  problem,
  message,
  retry,
  onClose,
}: {
  problem: SignInProblem;
  message: string;
  retry: ModalOf<'signInGate'>;
  onClose: () => void;
}) {
  const { open } = useAppModal();
  const { supportEmail } = siteLinks();

  return (
    <Modal
      open
      onClose={onClose}
      title={problem === 'network' ? "Can't Reach Dozen" : 'Sign-In E-mail Not Sent'}
      description={message}
      size="small"
      tone="danger"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep Playing
          </Button>
          <Button icon={<IconMail />} onClick={() => open(retry)}>
            Try Again
          </Button>
        </>
      }
    >
      {problem === 'network' ? (
        <>
          <p>Your device could not connect to Dozen, so no e-mail was sent. Usually this passes quickly:</p>
          <ul className="modal-list">
            <li>Check that Wi-Fi or mobile data is on and airplane mode is off.</li>
            <li>
              A VPN, an ad or content blocker, or a school or work network can block Dozen: allow this site,
              or try another connection.
            </li>
            <li>Then try again. Your games on this device are kept meanwhile.</li>
          </ul>
        </>
      ) : (
        <>
          <p>
            Dozen's e-mail service is not working right now. The problem is on our side: your address and your
            device are fine.
          </p>
          <ul className="modal-list">
            <li>Try again in a few minutes.</li>
            <li>
              Meanwhile, keep playing as a guest: your progress stays on this device and is added to your
              account when you sign in.
            </li>
            {supportEmail && (
              <li>
                If it keeps happening, tell us at{' '}
                <a href={`mailto:${supportEmail}?subject=${encodeURIComponent('Dozen sign-in e-mail')}`}>
                  {supportEmail}
                </a>
                .
              </li>
            )}
          </ul>
        </>
      )}
    </Modal>
  );
}
