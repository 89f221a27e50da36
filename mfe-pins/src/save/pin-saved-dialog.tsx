import { Box, Button, ButtonLink, Flex, Layer, Modal, useReducedMotion } from 'gestalt';
import { useNavigate } from 'react-router';
import type { Me, SavedPin } from '@pinboard/contracts/web';
import { OVERLAY_Z_INDEX } from '@pinboard/web-kit';
import { offersPromote, promoteUrl } from './promote-offer';
import { formatDuration, videoLabel } from '../video/media';

interface PinSavedDialogProps {
  saved: SavedPin;
  me: Me | null;
  onDismiss(): void;
}

/** SPEC §2.3 Pin saved dialog: 'Saved to {board}' (or its section), the image, and where to go next. */
export function PinSavedDialog({ saved, me, onDismiss }: PinSavedDialogProps) {
  const navigate = useNavigate();
  const board = saved.pinned_to_board.name;
  const title = saved.section ? `Saved to ${saved.section.title} in ${board}` : `Saved to ${board}`;
  const image = saved.images['236x'];
  const go = (to: string) => {
    onDismiss();
    navigate(to);
  };
  const promote = offersPromote(me);
  const reducedMotion = useReducedMotion();
  const alt = saved.title.trim() || saved.description.trim() || 'Pin';
  const height = image.width ? Math.round((236 * image.height) / image.width) : undefined;
  return (
    <Layer zIndex={OVERLAY_Z_INDEX}>
      <Modal
        accessibilityModalLabel={title}
        heading={title}
        onDismiss={onDismiss}
        size="sm"
        footer={
          <Flex justifyContent="center" gap={{ row: 2, column: 0 }} wrap>
            <Button text="Send" size="lg" onClick={() => go(`/pin/${saved.id}/?share=true`)} />
            <Button
              text="See it now"
              size="lg"
              color={promote ? 'gray' : 'red'}
              onClick={() => go(`/pin/${saved.id}/`)}
            />
            {promote ? (
              <ButtonLink text="Promote your Pin" size="lg" color="red" href={promoteUrl(saved.id)} />
            ) : null}
          </Flex>
        }
      >
        <Box display="flex" justifyContent="center">
          {saved.videos ? (
            // SPEC §2.3: a video Pin shows its video (muted, looping, its cover until it plays) and its length.
            <div className="pb-saved-dialog__video">
              <video
                src={saved.videos.src}
                poster={image.url}
                width={236}
                height={height}
                aria-label={alt}
                className="pb-saved-dialog__image"
                muted
                loop
                playsInline
                autoPlay={!reducedMotion}
                preload="metadata"
              />
              <span className="pb-tile__duration" role="img" aria-label={videoLabel(saved.videos.duration)}>
                <span aria-hidden="true">{formatDuration(saved.videos.duration)}</span>
              </span>
            </div>
          ) : (
            <img src={image.url} alt={alt} width={236} height={height} className="pb-saved-dialog__image" />
          )}
        </Box>
      </Modal>
    </Layer>
  );
}
