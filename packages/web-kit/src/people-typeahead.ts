import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/api-client';
import { inviteEmailPrompt } from '@pinboard/contracts/web';
import { dataOf } from './api-query';

/** The typeahead asks once typing pauses this long. */
const TYPEAHEAD_PAUSE_MS = 150;

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), TYPEAHEAD_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/**
 * The collaborator search (SPEC §2.3, §5) as both board forms use it: people whose name starts with
 * what was typed, or, once it has an '@', the e-mail prompt ('Keep typing!' / 'Click to send!').
 */
export function usePeopleTypeahead(api: ApiClient, text: string) {
  const term = usePaused(text.trim());
  const emailPrompt = inviteEmailPrompt(text);
  const people = useQuery({
    queryKey: ['user-typeahead', term],
    queryFn: () => dataOf(api.get('UserTypeaheadResource', { term, count: 5 })),
    enabled: term.length > 0 && emailPrompt === null,
    staleTime: 30_000,
  });
  return {
    /** The address typed, lower-cased, when it is an e-mail (valid or not yet). */
    email: emailPrompt === null ? null : text.trim().toLowerCase(),
    emailPrompt,
    people: emailPrompt === null && term.length > 0 ? (people.data ?? null) : null,
    searching: emailPrompt === null && people.isFetching && !people.data,
  };
}
