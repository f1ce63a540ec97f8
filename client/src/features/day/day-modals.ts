import { lazy } from 'react';
import type { ModalViews } from '../../shared/modal-registry.js';

declare module '../../shared/modal-registry.js' {
  interface ModalRegistry {
    todaysTargets: object;
    reveal: object;
  }
}

export const dayModals: ModalViews<'todaysTargets' | 'reveal'> = {
  todaysTargets: lazy(() => import('./TodaysTargetsModal.js')),
  reveal: lazy(() => import('./reveal/RevealModal.js')),
};
