import type { TCreateVerificationCodeResponse } from '@dozen/engine/contract';
import { useMutation } from '@tanstack/react-query';
import { sendSignInCodeMutation } from '../../../api/mutations.js';
import { useSession } from '../../../api/session.js';
import { sendCodeFailure, type SignInHelp } from './sign-in-errors.js';

/**
 * Sends the sign-in e-mail (a first time or again) on behalf of this device's user, if any, so the
 * server knows whose data the account may take. A failure the player cannot fix from the step
 * goes to the setup help; any other comes back to the step.
 */
export function useSendCode(onHelp: SignInHelp) {
  const { session } = useSession();
  const send = useMutation(sendSignInCodeMutation());

  function sendCode(
    email: string,
    handlers: {
      onSent: (answer: TCreateVerificationCodeResponse) => void;
      onFailure: (message: string) => void;
      onSettled?: () => void;
    },
  ) {
    send.mutate(
      { email, ...(session ? { originalUserId: session.userId } : {}) },
      {
        onSuccess: handlers.onSent,
        onError: (error) => {
          const found = sendCodeFailure(error);
          if (found.help) onHelp({ message: found.message, help: found.help }, email);
          else handlers.onFailure(found.message);
        },
        onSettled: handlers.onSettled,
      },
    );
  }

  return { sendCode, sending: send.isPending };
}
