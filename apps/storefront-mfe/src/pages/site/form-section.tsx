import type { ReactNode, Ref } from 'react';

/** Where a page's form sits: the target of its 'apply' buttons (scroll helper), with a title and a note. */
export function FormSection({ id, title, note, sectionRef, children }: { id: string; title: string; note?: string; sectionRef?: Ref<HTMLElement>; children: ReactNode }) {
  return (
    <section id={id} ref={sectionRef} className="page-section form-section hm-container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {note ? <p className="form-section__note">{note}</p> : null}
      <div className="form-section__card">{children}</div>
    </section>
  );
}
