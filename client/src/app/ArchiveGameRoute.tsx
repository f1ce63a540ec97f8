import { useParams } from 'react-router-dom';
import GameScreen from '../features/game/GameScreen.js';
import NotFoundScreen from './NotFoundScreen.js';

const PUZZLE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /archive/:date: the one game screen, playing that day's puzzle; keyed by the date, so
 * each day gets a controller of its own. Loaded on demand, with the game screen.
 */
export default function ArchiveGameRoute() {
  const { date = '' } = useParams();
  if (!PUZZLE_DATE.test(date)) return <NotFoundScreen />;
  return <GameScreen key={date} puzzle={{ kind: 'archive', date }} />;
}
