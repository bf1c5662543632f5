import type { ReactNode } from 'react';
import { PageHeader, formatDate } from '@mealbox/web-kit';
import styles from './InfoPage.module.css';

interface InfoPageProps {
  eyebrow: string;
  /** The page name, shown as the page's only h1 (spec: static pages share a header showing the page name). */
  title: string;
  lead: ReactNode;
  /** ISO date; policies and legal pages say when they last changed. */
  lastUpdated?: string | undefined;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every information page: the shared page header, then the page's own sections. */
export function InfoPage({ eyebrow, title, lead, lastUpdated, actions, children }: InfoPageProps) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} actions={actions}>
        {typeof lead === 'string' ? <p>{lead}</p> : lead}
        {lastUpdated ? (
          <p className={styles.updated}>
            Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
          </p>
        ) : null}
      </PageHeader>
      {children}
    </>
  );
}
