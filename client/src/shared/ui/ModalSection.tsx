import { useId, type ReactNode } from 'react';

/** A titled part of a modal's text; the section is named by its title for screen readers' landmarks. */
export function ModalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="modal-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="modal-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
