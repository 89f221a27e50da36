import { useState } from 'react';
import { IconButton } from 'gestalt';
import { useNavigate } from 'react-router';
import type { BoardView } from '@pinboard/contracts/web';
import type { HostApi } from '@pinboard/host-contract';
import { arrivalNotice } from '../common/arrival-notice';
import { BoardSettingsModal } from './board-settings-modal';

interface BoardSettingsButtonProps {
  host: HostApi;
  board: BoardView;
}

/** The owner's 'Edit board' button on the board page, and the settings it opens. */
export function BoardSettingsButton({ host, board }: BoardSettingsButtonProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  if (host.me?.id !== board.owner.id) return null;
  return (
    <>
      <IconButton
        icon="edit"
        accessibilityLabel="Edit board"
        accessibilityHaspopup
        accessibilityExpanded={open}
        size="md"
        onClick={() => setOpen(true)}
      />
      {open ? (
        <BoardSettingsModal
          host={host}
          board={board}
          onDismiss={() => setOpen(false)}
          onSaved={(saved) => {
            setOpen(false);
            // A rename gives the board a new url: this page moves there, and Back does not return
            // to the old one (it no longer exists).
            if (saved.url !== board.url) navigate(saved.url, { replace: true });
          }}
          onDeleted={() =>
            navigate(`/${board.owner.username}/`, {
              replace: true,
              state: arrivalNotice(`Deleted ${board.name}`),
            })
          }
        />
      ) : null}
    </>
  );
}
