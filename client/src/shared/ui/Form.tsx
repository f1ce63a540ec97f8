import type { ReactNode } from 'react';

/**
 * A form the app checks itself (the browser's own validation bubbles are off) and never sends:
 * Enter or the submit button calls onSubmit.
 */
export function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
