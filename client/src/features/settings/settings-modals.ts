import { lazy } from 'react';
import type { ModalViews } from '../../shared/modal-registry.js';

declare module '../../shared/modal-registry.js' {
  interface ModalRegistry {
    settings: object;
  }
}

export const settingsModals: ModalViews<'settings'> = {
  settings: lazy(() => import('./SettingsModal.js')),
};
