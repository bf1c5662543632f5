import type { ReactNode } from 'react';
import type { Pagination } from '@mealbox/contracts';
import {
  Button,
  EmptyState,
  LoadErrorAlert,
  LoadingState,
  describeError,
  type AsyncResult,
} from '@mealbox/web-kit';
import { useMediaQuery } from '../hooks/use-media-query';
import { ListFrame } from './ListFrame';
import { Pager } from './Pager';
import { tableCaption } from './paging';

/** The tables need this much room beside the sidebar; narrower screens get a card per row. */
const TABLE_MEDIA = '(min-width: 1180px)';

/** What a page without rows says. */
export interface EmptyList {
  icon: ReactNode;
  title: string;
  text?: string;
  /** 'Show all meals': offered where a search, a filter or a later page is why nothing shows. */
  showAllLabel: string;
  offerShowAll: boolean;
}

export interface ListResultsProps<List, Row> {
  list: AsyncResult<List>;
  /** The rows of a loaded page and where they stand in the whole list. */
  pageOf: (list: List) => { rows: readonly Row[]; pagination: Pagination };
  /** 'Loading meals…'. */
  loadingLabel: string;
  /** 'We couldn’t load the meals'. */
  loadErrorTitle: string;
  /** 'Showing 11–20 of 45 meals', for the rows on screen. */
  countLabel: (pagination: Pagination, rowsShown: number) => string;
  empty: EmptyList;
  onClearFilters: () => void;
  /** Names the table for screen readers: 'Meals' makes 'Meals, page 1 of 6'. */
  tableName: string;
  table: (rows: readonly Row[], caption: string) => ReactNode;
  cards: (rows: readonly Row[]) => ReactNode;
  onPage: (page: number) => void;
}

/**
 * An admin list itself: loading, the error, the empty page, or the page of rows (a table on wide screens, cards on
 * narrow ones) with the pager. While the next page loads the last one stays, dimmed, under its count.
 */
export function ListResults<List, Row>({
  list,
  pageOf,
  loadingLabel,
  loadErrorTitle,
  countLabel,
  empty,
  onClearFilters,
  tableName,
  table,
  cards,
  onPage,
}: ListResultsProps<List, Row>) {
  const wide = useMediaQuery(TABLE_MEDIA);
  const { status, data } = list;
  const error =
    status === 'error' ? (
      <LoadErrorAlert title={loadErrorTitle} onRetry={list.retry}>
        <p>{describeError(list.error)}</p>
      </LoadErrorAlert>
    ) : null;
  if (!data) return error ?? <LoadingState label={loadingLabel} />;

  const { rows, pagination } = pageOf(data);
  return (
    <ListFrame busy={status === 'loading'} count={countLabel(pagination, rows.length)} alert={error}>
      {rows.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          action={
            empty.offerShowAll ? (
              <Button variant="secondary" onClick={onClearFilters}>
                {empty.showAllLabel}
              </Button>
            ) : null
          }
        >
          {empty.text ? <p>{empty.text}</p> : null}
        </EmptyState>
      ) : (
        <>
          {wide ? table(rows, tableCaption(tableName, pagination)) : cards(rows)}
          <Pager pagination={pagination} onPage={onPage} />
        </>
      )}
    </ListFrame>
  );
}
