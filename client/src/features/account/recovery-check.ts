import type { QueryClient } from '@tanstack/react-query';
import { recoverUserDataMutation, runMutation } from '../../api/mutations.js';
import { showToast } from '../../shared/ui/toast.js';

/**
 * The automatic data-recovery check (spec 001 §4 "Only signed-in players trigger the data-recovery
 * check"; §7 recover-user-data). The server runs the merge again for every identity the account
 * holds whose data is still apart (a merge at sign-in that failed and was rolled back). Usually
 * there is none and nothing is said; recovered data refreshes the caches (the mutation does) and
 * is announced; a message saying manual recovery may help points to where it is.
 */

export const MANUAL_RECOVERY_HINT = 'Manual recovery may be possible';

export type RecoveryCheckOutcome = 'recovered' | 'manualHint' | 'nothing' | 'failed';

export async function runRecoveryCheck(
  userId: string,
  queryClient: QueryClient,
): Promise<RecoveryCheckOutcome> {
  try {
    const { recovered, message } = await runMutation(queryClient, recoverUserDataMutation(), userId);
    if (message.includes(MANUAL_RECOVERY_HINT)) {
      showToast({
        title: recovered ? 'Some Data Recovered' : 'Data Not Recovered Yet',
        description: `${message} Open Settings, then Data Recovery.`,
        variant: 'destructive',
      });
      return 'manualHint';
    }
    if (recovered) {
      showToast({ title: 'Data Recovered', description: message, variant: 'success' });
      return 'recovered';
    }
    return 'nothing';
  } catch (error) {
    // A check that could not run changes nothing; the next app start tries again.
    console.warn('The data-recovery check did not run', error);
    return 'failed';
  }
}
