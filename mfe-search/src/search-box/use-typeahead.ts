import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CommonTexts, TYPEAHEAD_COUNT_DEFAULT, type TypeaheadItem } from '@pinboard/contracts/web';
import type { ApiClient } from '@pinboard/host-contract';
import { ApiFailure } from '@pinboard/web-kit';

/** Typing pauses this long before a request goes out. */
const DEBOUNCE_MS = 120;
/** The same term answers from memory for this long (the server caches per scope and term too). */
const FRESH_MS = 60_000;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Suggestions for what is being typed (AdvancedTypeaheadResource, count 5). A newer term cancels
 * the request of the older one; that call's 'Resource call aborted' is ignored (SPEC §7), other
 * errors show as an empty list.
 */
export function useTypeahead(api: ApiClient, term: string): { items: TypeaheadItem[]; term: string } {
  const typed = useDebounced(term.trim(), DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['typeahead', 'pins', typed],
    enabled: typed !== '',
    staleTime: FRESH_MS,
    retry: false,
    queryFn: async ({ signal }) => {
      const result = await api.get(
        'AdvancedTypeaheadResource',
        { term: typed, pin_scope: 'pins', count: TYPEAHEAD_COUNT_DEFAULT },
        { signal },
      );
      if (!result.ok) {
        if (result.error.message === CommonTexts.aborted) return [];
        throw new ApiFailure(result.error);
      }
      return result.data.items;
    },
  });
  return { items: typed === '' ? [] : (query.data ?? []), term: typed };
}
