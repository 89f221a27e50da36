import { useState } from 'react';
import { Box, Button, Text } from 'gestalt';
import type { Board } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { errorText, useBoardSections } from '@pinboard/web-kit';
import { AddSectionModal } from './add-section-modal';
import { SectionCard } from './section-card';

/** Grey cards for at most this many sections while they load (the page's HTML shows as many). */
const SECTION_PLACEHOLDERS = 24;

/** A board's sections above its Pins; its owner can add one. */
export function BoardSections({ host, board }: { host: HostApi; board: Board }) {
  const sections = useBoardSections(host.api, board.id, 'page');
  const [adding, setAdding] = useState(false);
  const isOwner = host.me?.id === board.owner.id;
  const list = sections.data ?? [];
  // While they load, grey cards where the board's sections will be: the Pins below do not move
  // when they come (nor does the page's largest paint).
  const expected = sections.isPending ? Math.min(board.section_count, SECTION_PLACEHOLDERS) : 0;
  if (!isOwner && list.length === 0 && expected === 0 && !sections.isError) return null;
  return (
    <section className="pb-board-sections" aria-labelledby="pb-board-sections-heading">
      <h2 id="pb-board-sections-heading" className="pb-visually-hidden">
        Sections
      </h2>
      {expected > 0 ? (
        <ul className="pb-section-grid" aria-busy="true" aria-label="Loading sections">
          {Array.from({ length: expected }, (_, i) => (
            <li key={i} className="pb-section-placeholder" />
          ))}
        </ul>
      ) : null}
      {sections.isError ? (
        <Box padding={4}>
          <Text align="center">{errorText(sections.error)}</Text>
        </Box>
      ) : null}
      {list.length ? (
        <ul className="pb-section-grid" aria-labelledby="pb-board-sections-heading">
          {list.map((section) => (
            <li key={section.id}>
              <SectionCard section={section} />
            </li>
          ))}
        </ul>
      ) : null}
      {isOwner ? (
        <Box display="flex" justifyContent="center" marginTop={4}>
          <Button text="Add section" iconStart="add" onClick={() => setAdding(true)} />
        </Box>
      ) : null}
      {adding ? <AddSectionModal host={host} board={board} onDone={() => setAdding(false)} /> : null}
    </section>
  );
}
