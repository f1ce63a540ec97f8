import { lazy } from 'react';
import type { ModalViews } from '../../shared/modal-registry.js';

declare module '../../shared/modal-registry.js' {
  interface ModalRegistry {
    /** Add to Home Screen: installing the app (the footer's link). */
    addToHome: object;
  }
}

export const offlineModals: ModalViews<'addToHome'> = {
  addToHome: lazy(() => import('./AddToHomeModal.js')),
};
