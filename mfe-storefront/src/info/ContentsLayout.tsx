import type { ReactNode } from 'react';
import { cx } from '@mealbox/web-kit';
import { TableOfContents } from './TableOfContents';
import styles from './ContentsLayout.module.css';

interface ContentsLayoutProps {
  /** The sections to list under 'On this page'; without them the content has the column to itself. */
  contents?: ReadonlyArray<{ id: string; title: string }> | undefined;
  children: ReactNode;
}

/** The body of a long page: its table of contents beside the content (above it on small screens). */
export function ContentsLayout({ contents, children }: ContentsLayoutProps) {
  return (
    <div className={cx('mb-container', styles.layout, contents && styles.withToc)}>
      {contents ? (
        <aside className={styles.aside}>
          <TableOfContents sections={contents} />
        </aside>
      ) : null}
      <div className={styles.main}>{children}</div>
    </div>
  );
}
