import { Outlet } from 'react-router-dom';
import { Footer } from '../components/Footer.js';
import './Layout.css';

/** Every page: the screen, then the footer of spec 000 §2. */
export function Layout() {
  return (
    <>
      <main className="app-main" id="main">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
