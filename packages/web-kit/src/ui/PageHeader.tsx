import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** Small label above the title, e.g. the section name. */
  eyebrow?: ReactNode;
  /** The page name: the page's only h1. */
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The banner every content page opens with (the spec: static pages share a header showing the page name). */
export function PageHeader({ eyebrow, title, children, actions }: PageHeaderProps) {
  return (
    <header className="mb-page-header">
      <div className="mb-container mb-page-header__inner">
        {eyebrow ? <p className="mb-eyebrow">{eyebrow}</p> : null}
        <h1 className="mb-page-header__title">{title}</h1>
        {children ? <div className="mb-page-header__lead">{children}</div> : null}
        {actions ? <div className="mb-page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
