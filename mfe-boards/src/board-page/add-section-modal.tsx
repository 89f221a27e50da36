import type { Board } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { SectionCreateButtons, SectionCreateFields, useSectionCreateForm } from '@pinboard/web-kit';
import { FormModal } from '../common/form-modal';

interface AddSectionModalProps {
  host: HostApi;
  board: Board;
  onDone(): void;
}

/** The board page's 'Add section' (SPEC §2.3): the repin modal's section form rules. */
export function AddSectionModal({ host, board, onDone }: AddSectionModalProps) {
  const form = useSectionCreateForm(host.api, board.id, onDone);
  return (
    <FormModal
      title="Add section"
      onDismiss={onDone}
      footer={<SectionCreateButtons form={form} onCancel={onDone} />}
    >
      <SectionCreateFields idPrefix="pb-board-page" form={form} />
    </FormModal>
  );
}
