import { useId } from 'react';
import styles from './TableOfContents.module.css';

interface TableOfContentsProps {
  sections: ReadonlyArray<{ id: string; title: string }>;
}

/** 'On this page': a link to each section of a long page (plain anchors, so they work with any router). */
export function TableOfContents({ sections }: TableOfContentsProps) {
  const titleId = useId();
  return (
    <nav className={styles.toc} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        On this page
      </h2>
      <ol className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.link}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
