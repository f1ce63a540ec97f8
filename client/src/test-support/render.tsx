import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../shared/ui/Toaster.js';
import { ModalHost } from '../app/ModalHost.js';
import { openAppModal, type AppModal } from '../shared/modal-registry.js';
import { setSession } from '../api/session-boot.js';
import { MUTATION_DEFAULTS } from '../api/query.js';

/**
 * Test support (not a test): the providers a screen or modal needs under test. Their query clients
 * never retry, so that a failing fake answer shows its failure at once instead of after back-offs,
 * and write as the app's does (MUTATION_DEFAULTS).
 */

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: MUTATION_DEFAULTS } });
}

/** `ui` with a query client of its own, on jotai's default store (where the test sets the session). */
export function renderWithQueries(ui: ReactElement) {
  return render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);
}

/** `ui` with a jotai store of its own, in which player1 is signed in or a guest, and a query client. */
export function renderAsPlayer1(ui: ReactElement, { signedIn }: { signedIn: boolean }) {
  const store = createStore();
  setSession({ userId: 'player1', isAnonymous: !signedIn }, store);
  const queryClient = testQueryClient();
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </Provider>,
  );
  return { ...view, store, queryClient };
}

/**
 * The app's modal host and toaster on jotai's default store, with `modal` opened as the app would
 * open it; answers the user-event session that drives it.
 */
export function renderModalHost(modal: AppModal) {
  renderWithQueries(
    <>
      <MemoryRouter>
        <ModalHost />
      </MemoryRouter>
      <Toaster />
    </>,
  );
  act(() => openAppModal(modal));
  return userEvent.setup();
}
