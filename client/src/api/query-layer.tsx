import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';

/**
 * TanStack Query's context, given its client once the client has loaded (app/data-layer.ts): the
 * first page carries none of TanStack Query's core, so the first render has no client. The
 * provider stays the same element before and after, so nothing below it mounts again when the
 * client arrives; what needs the client waits for it (useHasQueryClient).
 */
export function QueryLayer({ client, children }: { client: QueryClient | undefined; children: ReactNode }) {
  // What QueryClientProvider does: the client follows focus and connectivity while it is in use.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/** Whether the query client is there: a component that reads server state renders after it is. */
export function useHasQueryClient(): boolean {
  return useContext(QueryClientContext) !== undefined;
}
