import { useEffect, useId, useRef, useState } from 'react';
import { Box, Text, TextArea } from 'gestalt';
import { useQuery } from '@tanstack/react-query';
import {
  HASHTAG_SUGGESTIONS_MAX,
  PIN_DESCRIPTION_MAX,
  hashtagBeingTyped,
  withHashtag,
} from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { dataOf } from '@pinboard/web-kit';

interface DescriptionFieldProps {
  id: string;
  host: HostApi;
  value: string;
  onChange(value: string): void;
  label?: string;
}

/**
 * A Pin's description with SPEC §2.3's hashtag autocomplete: typing '#' and letters offers at
 * most 5 tags (SPEC §5); arrows move, Enter or a click takes one, Escape closes the flyout.
 */
export function DescriptionField({
  id,
  host,
  value,
  onChange,
  label = 'Description',
}: DescriptionFieldProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const [placeCaret, setPlaceCaret] = useState<number | null>(null);
  const typing = caret === null ? null : hashtagBeingTyped(value, caret);
  const open = typing !== null && closedAt !== typing.start;
  const suggestions = useQuery({
    queryKey: ['hashtag-typeahead', typing?.query ?? ''],
    queryFn: () => dataOf(host.api.get('HashtagTypeaheadResource', { term: typing?.query ?? '' })),
    enabled: open,
    staleTime: 60_000,
  });
  const options = open ? (suggestions.data ?? []).slice(0, HASHTAG_SUGGESTIONS_MAX) : [];

  // After a tag is put in, the caret goes after it.
  useEffect(() => {
    if (placeCaret === null) return;
    field.current?.focus();
    field.current?.setSelectionRange(placeCaret, placeCaret);
    setCaret(placeCaret);
    setPlaceCaret(null);
  }, [placeCaret]);

  const take = (tag: string) => {
    if (!typing || caret === null) return;
    const next = withHashtag(value, typing.start, caret, tag);
    onChange(next.text);
    setClosedAt(typing.start);
    setPlaceCaret(next.caret);
  };

  return (
    <Box position="relative">
      <TextArea
        ref={field}
        id={id}
        label={label}
        placeholder="Add a detailed description"
        rows={4}
        value={value}
        maxLength={{ characterCount: PIN_DESCRIPTION_MAX, errorAccessibilityLabel: 'Description too long' }}
        onChange={({ value: next, event }) => {
          onChange(next);
          setCaret(event.currentTarget.selectionStart);
          setActive(0);
        }}
        onBlur={() => setCaret(null)}
        onFocus={({ event }) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={({ event }) => {
          if (options.length === 0) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((at) => (at + step + options.length) % options.length);
          } else if (event.key === 'Enter' || event.key === 'Tab') {
            event.preventDefault();
            take(options[active]!.tag);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            if (typing) setClosedAt(typing.start);
          }
        }}
      />
      {options.length > 0 ? (
        <ul id={listId} role="listbox" aria-label="Hashtag suggestions" className="pb-hashtag-flyout">
          {options.map((option, index) => (
            <li
              key={option.tag}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'pb-hashtag-flyout__active' : undefined}
              // Keeps the focus in the field, so the caret and the flyout stay.
              onMouseDown={(event) => {
                event.preventDefault();
                take(option.tag);
              }}
            >
              <Text weight="bold">#{option.tag}</Text>
              <Text size="100" color="subtle">
                {option.pin_count === 1 ? '1 Pin' : `${option.pin_count} Pins`}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
    </Box>
  );
}
