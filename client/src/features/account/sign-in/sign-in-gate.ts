/**
 * Sign Up / Sign In, behind every gate. title e.g. 'Sign in to access hints'; feature e.g. 'Hints'
 * → '{feature} is only available for users with Dozen accounts'; email fills the address in.
 */
export interface SignInGateFields {
  title?: string;
  feature?: string;
  email?: string;
}

/** Why a sign-in e-mail could not be sent: no connection, or the server's mail is not working. */
export type SignInProblem = 'network' | 'configuration';
