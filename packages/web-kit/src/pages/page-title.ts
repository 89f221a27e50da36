import { useEffect } from 'react';

export const PRODUCT_NAME = 'Pinboard';

/** A page's document title: what it shows, then the product ('Recipes | Pinboard'); home is just the product. */
export function pageTitle(...parts: ReadonlyArray<string | null | undefined>): string {
  const named = parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return [...named, PRODUCT_NAME].join(' | ');
}

/** Sets the tab's title while the page shows (screen readers announce it on navigation). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
