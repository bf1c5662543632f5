import type { Pagination } from '@mealbox/contracts';
import { Button, ChevronLeftIcon, ChevronRightIcon } from '@mealbox/web-kit';
import { pageLabel } from './paging';
import styles from './Pager.module.css';

/**
 * Previous and Next with 'Page X of Y' between (spec section 9). At either end the button says it cannot go on
 * with aria-disabled rather than disabled, so it keeps the focus of a keyboard user who just pressed it.
 */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  const { page, total_pages: totalPages } = pagination;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeftIcon size={16} />}
        aria-disabled={atStart}
        onClick={() => {
          if (!atStart) onPage(page - 1);
        }}
      >
        Previous
      </Button>
      <p className={styles.label}>{pageLabel(pagination)}</p>
      <Button
        variant="secondary"
        size="sm"
        iconEnd={<ChevronRightIcon size={16} />}
        aria-disabled={atEnd}
        onClick={() => {
          if (!atEnd) onPage(Math.min(totalPages, page + 1));
        }}
      >
        Next
      </Button>
    </nav>
  );
}
