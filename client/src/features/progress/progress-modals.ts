import { lazy } from 'react';
import type { ModalViews } from '../../shared/modal-registry.js';

declare module '../../shared/modal-registry.js' {
  interface ModalRegistry {
    yourStats: object;
    /** Advanced Stats / A.I. Profile (signed-in only). */
    aiProfile: object;
  }
}

export const progressModals: ModalViews<'yourStats' | 'aiProfile'> = {
  yourStats: lazy(() => import('./YourStatsModal.js')),
  aiProfile: lazy(() => import('./profile/AiProfileModal.js')),
};
