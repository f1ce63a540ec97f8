/** Spec 001 §5: the verification code is digits only, at most 6; Verify is enabled at exactly 6. */
export const CODE_LENGTH = 6;

/** What the code field keeps of what was typed or pasted ("123 456", "Code: 123456" → digits). */
export function sanitizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isCompleteCode(value: string): boolean {
  return value.length === CODE_LENGTH && /^\d+$/.test(value);
}
