import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '../../components/toast.js';
import { ModalHost } from '../../modals/ModalHost.js';
import { setSession } from '../../state/session.js';
import GameScreen from './GameScreen.js';

/** Test support (not a test): the game screen with the app's modal host and toaster, as player1. */
export function renderGameScreen({ signedIn = false } = {}) {
  const store = createStore();
  setSession({ userId: 'player1', isAnonymous: !signedIn }, store);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/game']}>
          <Routes>
            <Route path="/game" element={<GameScreen />} />
            <Route path="/" element={<p>Home</p>} />
          </Routes>
          <ModalHost />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, store, queryClient };
}
