import { Children, useId, type ReactNode } from 'react';
import { Box, Heading } from 'gestalt';

interface PlaceListProps {
  /** The heading above the list ('Top choices', 'Section'…); null for the one flat list. */
  title: string | null;
  /** What the list is called when it has no heading. */
  label?: string;
  children: ReactNode;
}

/** A heading, then its list (the heading outside the list: a list holds only its items). */
export function PlaceList({ title, label = 'Boards', children }: PlaceListProps) {
  const headingId = useId();
  return (
    <div>
      {title ? (
        <Box paddingX={2} paddingY={2}>
          <Heading size="300" accessibilityLevel={2} id={headingId}>
            {title}
          </Heading>
        </Box>
      ) : null}
      <ul
        className="pb-place-list"
        aria-labelledby={title ? headingId : undefined}
        aria-label={title ? undefined : label}
      >
        {Children.map(children, (row) => (row ? <li>{row}</li> : null))}
      </ul>
    </div>
  );
}
