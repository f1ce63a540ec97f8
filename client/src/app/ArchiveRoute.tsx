import { useNavigate } from 'react-router-dom';
import ArchiveScreen from '../features/archive/ArchiveScreen.js';

/**
 * /archive: the calendar, composed by the app and loaded on demand with its screen;
 * a day opens its game at /archive/:date (ArchiveGameRoute.tsx).
 */
export default function ArchiveRoute() {
  const navigate = useNavigate();
  return <ArchiveScreen onPlay={(date) => navigate(`/archive/${date}`)} />;
}
