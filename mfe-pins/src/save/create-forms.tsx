import { Flex } from 'gestalt';
import type { Board, Section } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import {
  BoardCreateButtons,
  BoardCreateFields,
  SectionCreateButtons,
  SectionCreateFields,
  useBoardCreateForm,
  useSectionCreateForm,
} from '@pinboard/web-kit';

interface CreateBoardFormProps {
  host: HostApi;
  suggestions: readonly string[];
  onCancel(): void;
  onCreated(board: Board): void;
}

/** The repin modal's 'Create board' view: idle, saving, then created or error (SPEC §4). */
export function CreateBoardForm({ host, suggestions, onCancel, onCreated }: CreateBoardFormProps) {
  const form = useBoardCreateForm(host.api, host.me?.username ?? null, onCreated);
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <BoardCreateFields idPrefix="pb-repin-board" form={form} api={host.api} suggestions={suggestions} />
      <BoardCreateButtons form={form} onCancel={onCancel} />
    </Flex>
  );
}

interface CreateSectionFormProps {
  host: HostApi;
  board: Board;
  suggestions: readonly string[];
  onCreated(section: Section): void;
}

/** The repin modal's 'Create section' view (SPEC §5 section name rules). */
export function CreateSectionForm({ host, board, suggestions, onCreated }: CreateSectionFormProps) {
  const form = useSectionCreateForm(host.api, board.id, onCreated);
  return (
    <Flex direction="column" gap={{ column: 6, row: 0 }}>
      <SectionCreateFields idPrefix="pb-repin" form={form} suggestions={suggestions} />
      <SectionCreateButtons form={form} />
    </Flex>
  );
}
