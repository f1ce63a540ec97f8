import { Outlet } from 'react-router-dom';
import { Footer } from './Footer.js';
import { useReloadOnScreenChange } from '../features/offline/app-update.js';
import { OfflineBanner } from '../features/offline/OfflineBanner.js';
import './Layout.css';

/** Every page: the screen, then the footer of spec 000 §2, and the connection's status. */
export function Layout() {
  useReloadOnScreenChange();
  return (
    <>
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <Footer />
      <OfflineBanner />
    </>
  );
}
