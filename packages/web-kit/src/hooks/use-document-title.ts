import { useEffect } from 'react';

export const SITE_NAME = 'Mealbox';
const HOME_TITLE = `${SITE_NAME} | Fresh, balanced meals delivered across the UK`;

/** 'Menu' -> 'Menu | Mealbox'; no title -> the homepage's. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : HOME_TITLE;
}

/** Sets the tab title for the page being shown (what history, bookmarks and screen readers announce). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
