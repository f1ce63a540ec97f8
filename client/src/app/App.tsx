import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { seedFromBootData } from '../api/boot-data.js';
import { createQueryClient } from '../api/query.js';
import { useToast } from '../shared/ui/toast.js';
import { afterFirstRender } from '../shared/ui/after-first-render.js';
import { useAppModal } from '../shared/modal-registry.js';
import { Layout } from './Layout.js';
import { RouteFallback } from './RouteFallback.js';
import { HomeScreen } from '../features/day/HomeScreen.js';
import { showRememberedIdentity, useSession } from '../api/session.js';

// Everything a first visit to / does not need loads on demand.
const loadGameScreen = () => import('../features/game/GameScreen.js');
const GameScreen = lazy(loadGameScreen);
/** The home screen fetches the game's code ahead of Play Game; a failed fetch is retried by the route. */
const preloadGameScreen = () => void loadGameScreen().catch(() => undefined);
const AuthCompleteScreen = lazy(() => import('../features/account/auth-complete/AuthCompleteScreen.js'));
const NotFoundScreen = lazy(() => import('./NotFoundScreen.js'));
// Past puzzles: the calendar and a past day's game, each loaded on demand.
const ArchiveRoute = lazy(() => import('./ArchiveRoute.js'));
const ArchiveGameRoute = lazy(() => import('./ArchiveGameRoute.js'));
// Friends: the leagues, a league's boards, an invite link's page (one chunk); the home screen's list.
const friendsScreens = () => import('../features/friends/friends-screens.js');
const FriendsScreen = lazy(() => friendsScreens().then((chunk) => ({ default: chunk.FriendsScreen })));
const LeagueScreen = lazy(() => friendsScreens().then((chunk) => ({ default: chunk.LeagueScreen })));
const JoinScreen = lazy(() => friendsScreens().then((chunk) => ({ default: chunk.JoinScreen })));
const LeaguesOnHome = lazy(() => import('../features/friends/LeaguesOnHome.js'));
// Every feature's modals: none is open on a first render.
const ModalHost = afterFirstRender(() => import('./ModalHost.js').then((chunk) => chunk.ModalHost));
// What draws toasts and places them; a toast raised before it is there shows then.
const Toaster = afterFirstRender(() => import('../shared/ui/Toaster.js').then((chunk) => chunk.Toaster));

export function App() {
  // Today's stats and pool arrive inside the page (api/boot-data.ts): no request before the counts.
  const [queryClient] = useState(() => seedFromBootData(createQueryClient()));
  useEffect(() => {
    // A returning player plays as remembered at once; the session's code, what sends kept games
    // and events, and what keeps this tab in step with sign-ins load after the first render.
    showRememberedIdentity();
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./background.js').then(({ startBackground }) => {
      if (!unmounted) stop = startBackground(queryClient);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <Modals />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeScreen preloadGame={preloadGameScreen} leagues={<HomeLeagues />} />} />
        <Route path="game" element={<Lazy screen={<GameScreen />} />} />
        <Route path="archive" element={<Lazy screen={<ArchiveRoute />} />} />
        <Route path="archive/:date" element={<Lazy screen={<ArchiveGameRoute />} />} />
        <Route path="friends" element={<Lazy screen={<FriendsScreen />} />} />
        <Route path="friends/:leagueId" element={<Lazy screen={<LeagueScreen />} />} />
        <Route path="join/:token" element={<Lazy screen={<JoinScreen />} />} />
        <Route path="auth-complete" element={<Lazy screen={<AuthCompleteScreen />} />} />
        <Route path="*" element={<Lazy screen={<NotFoundScreen />} />} />
      </Route>
    </Routes>
  );
}

/**
 * The home screen's leagues: a signed-in player's only (a guest is in none), so that a guest's
 * home screen never fetches their code.
 */
function HomeLeagues() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <LeaguesOnHome />
    </Suspense>
  );
}

/** The modal host, once loaded; a modal opened before it is there opens then. */
function Modals() {
  // Renders again whenever a modal opens: a host that failed to load is asked for again then.
  useAppModal();
  return <ModalHost />;
}

/** The toaster, once loaded; as Modals, asked for again with each toast while it failed to load. */
function Toasts() {
  useToast();
  return <Toaster />;
}

function Lazy({ screen }: { screen: ReactNode }) {
  return <Suspense fallback={<RouteFallback />}>{screen}</Suspense>;
}
