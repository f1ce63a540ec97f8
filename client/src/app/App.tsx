import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryLayer, useHasQueryClient } from '../api/query-layer.js';
import { laterModule, useAfterFirstRender } from '../shared/hooks/useAfterFirstRender.js';
import { onConnectivitySign } from '../api/connectivity.js';
import { useToast } from '../shared/ui/toast.js';
import { afterFirstRender } from '../shared/ui/after-first-render.js';
import { useAppModal } from '../shared/modal-registry.js';
import { Layout } from './Layout.js';
import { RouteFallback } from './RouteFallback.js';
import { HomeScreen } from '../features/day/HomeScreen.js';
import { showRememberedIdentity, useSession } from '../api/session.js';

// Everything a first visit to / does not need loads on demand: TanStack Query with the app's query
// client first of all (the home screen draws its first render from the page's boot data).
const dataLayer = laterModule(() => import('./data-layer.js'));
// What the app starts once its first screen has rendered: the session's boot and the page's work
// at once, what needs the query client once the client is there.
const background = laterModule(() => import('./background.js'));
const loadGameScreen = () => import('../features/game/GameScreen.js');
const game = lazyScreen(loadGameScreen);
/** The home screen fetches the game's code ahead of Play Game; a failed fetch is retried by the route. */
const preloadGameScreen = () => void loadGameScreen().catch(() => undefined);
const authComplete = lazyScreen(() => import('../features/account/auth-complete/AuthCompleteScreen.js'));
const notFound = lazyScreen(() => import('./NotFoundScreen.js'));
// Past puzzles: the calendar and a past day's game, each loaded on demand.
const archive = lazyScreen(() => import('./ArchiveRoute.js'));
const archiveGame = lazyScreen(() => import('./ArchiveGameRoute.js'));
// Friends: the leagues, a league's boards, an invite link's page (one chunk); the home screen's list.
const friendsScreens = () => import('../features/friends/friends-screens.js');
const friends = lazyScreen(() => friendsScreens().then((chunk) => ({ default: chunk.FriendsScreen })));
const league = lazyScreen(() => friendsScreens().then((chunk) => ({ default: chunk.LeagueScreen })));
const join = lazyScreen(() => friendsScreens().then((chunk) => ({ default: chunk.JoinScreen })));
const LeaguesOnHome = lazy(() => import('../features/friends/LeaguesOnHome.js'));
// Every feature's modals: none is open on a first render.
const ModalHost = afterFirstRender(() => import('./ModalHost.js').then((chunk) => chunk.ModalHost));
// What draws toasts and places them; a toast raised before it is there shows then.
const Toaster = afterFirstRender(() => import('../shared/ui/Toaster.js').then((chunk) => chunk.Toaster));

export function App() {
  const retryKey = useRetryKey();
  const queryClient = useAfterFirstRender(dataLayer, retryKey)?.queryClient;
  const backgroundWork = useAfterFirstRender(background, retryKey);
  // Asked for as the first render commits, ahead of any screen's own chunk (a lazy screen fetches
  // its own in an effect, after this): the browser fetches only a few files at a time. A load that
  // failed is asked for again at the next sign of connectivity.
  useLayoutEffect(() => {
    dataLayer.load().catch(() => undefined);
    background.load().then(
      ({ startPage }) => startPage(),
      () => undefined,
    );
  }, [retryKey]);
  useEffect(() => {
    // A returning player plays as remembered at once; the session's code, what sends kept games
    // and events, and what keeps this tab in step with sign-ins load after the first render.
    showRememberedIdentity();
  }, []);
  useEffect(() => {
    if (!queryClient || !backgroundWork) return;
    return backgroundWork.startBackground(queryClient);
  }, [queryClient, backgroundWork]);
  return (
    <QueryLayer client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <Modals />
      </BrowserRouter>
      <Toasts />
    </QueryLayer>
  );
}

/**
 * Changes at each sign of connectivity (api/connectivity.ts: back online, the tab shown again, an
 * answer from Dozen): the data layer or the background code, when it failed to load, is asked for
 * again then.
 */
function useRetryKey(): number {
  const [key, setKey] = useState(0);
  useEffect(() => onConnectivitySign(() => setKey((k) => k + 1)), []);
  return key;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeScreen preloadGame={preloadGameScreen} leagues={<HomeLeagues />} />} />
        <Route path="game" element={<Lazy screen={game} />} />
        <Route path="archive" element={<Lazy screen={archive} />} />
        <Route path="archive/:date" element={<Lazy screen={archiveGame} />} />
        <Route path="friends" element={<Lazy screen={friends} />} />
        <Route path="friends/:leagueId" element={<Lazy screen={league} />} />
        <Route path="join/:token" element={<Lazy screen={join} />} />
        <Route path="auth-complete" element={<Lazy screen={authComplete} />} />
        <Route path="*" element={<Lazy screen={notFound} />} />
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
  const hasQueryClient = useHasQueryClient();
  if (!isSignedIn || !hasQueryClient) return null;
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
  // Fetched right after the first render in any case; it shows a modal once the query client is there.
  const hasQueryClient = useHasQueryClient();
  return <ModalHost ready={hasQueryClient} />;
}

/** The toaster, once loaded; as Modals, asked for again with each toast while it failed to load. */
function Toasts() {
  useToast();
  return <Toaster />;
}

interface LazyScreen {
  Screen: ComponentType;
  /** Fetches the screen's chunk (an import: asked again, it is fetched once). */
  load: () => Promise<unknown>;
}

/** A screen in a chunk of its own. */
function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return { Screen: lazy(load), load };
}

/**
 * A screen of its own chunk. Every one reads server state, so it waits for the query client too;
 * its chunk is fetched meanwhile, beside the client's (a first visit to a league's invite link or
 * a sign-in link does not wait for one, then the other).
 */
function Lazy({ screen: { Screen, load } }: { screen: LazyScreen }) {
  const hasQueryClient = useHasQueryClient();
  useEffect(() => {
    if (!hasQueryClient) load().catch(() => undefined);
  }, [hasQueryClient, load]);
  if (!hasQueryClient) return <RouteFallback />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Screen />
    </Suspense>
  );
}
