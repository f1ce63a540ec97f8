import { lazy } from 'react';
import type { ModalViews } from '../../shared/modal-registry.js';

declare module '../../shared/modal-registry.js' {
  interface ModalRegistry {
    howToPlay: object;
    privacyPolicy: object;
  }
}

/** Help's modals, each its own chunk: a first visit loads none of them. */
export const helpModals: ModalViews<'howToPlay' | 'privacyPolicy'> = {
  howToPlay: lazy(() => import('./HowToPlayModal.js')),
  privacyPolicy: lazy(() => import('./PrivacyPolicyModal.js')),
};
