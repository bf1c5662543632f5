import type { Block } from './document';
import { RichText } from './RichText';
import styles from './prose.module.css';

/** Renders a section's blocks: paragraphs, lists, tables and notes, in the prose style. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (typeof block === 'string') {
          return (
            <p key={index}>
              <RichText text={block} />
            </p>
          );
        }
        if ('list' in block) {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {block.list.map((item) => (
                <li key={item}>
                  <RichText text={item} />
                </li>
              ))}
            </List>
          );
        }
        if ('table' in block) {
          const { caption, head, rows } = block.table;
          return (
            // A wide table scrolls inside its own box on a phone instead of widening the page.
            <div key={index} className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
              <table className={styles.table}>
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    {head.map((cell) => (
                      <th key={cell} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.join('|')}>
                      {row.map((cell, column) =>
                        column === 0 ? (
                          <th key={column} scope="row">
                            <RichText text={cell} />
                          </th>
                        ) : (
                          <td key={column}>
                            <RichText text={cell} />
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }
        return (
          <p key={index} className={styles.note}>
            <RichText text={block.note} />
          </p>
        );
      })}
    </>
  );
}
