import { useEffect, type ChangeEvent, type RefObject } from 'react';
import { IconButton, Spinner, Text } from 'gestalt';
import { PinTexts } from '@pinboard/contracts/web';
import { lastFrameTime } from '../video/frame';
import { formatDuration, UPLOAD_ACCEPT, UploadTexts } from '../video/media';
import type { ChosenMedia } from './use-media-upload';
import { PinPreview } from './pin-preview';
import { useFileDrop } from './use-file-drop';

interface MediaPickerProps {
  media: ChosenMedia | null;
  /** Why the last file was refused before it was shown. */
  refusal: string | null;
  /** The Image URL field's value: previewed while no file is chosen. */
  imageUrl: string;
  /** The Pin is being created (SPEC §4 progress 'publishing'). */
  publishing: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  onChoose(file: File): void;
  onClear(): void;
  onVideoRead(video: { duration: number; width: number; height: number }): void;
  onUnreadable(text: string): void;
  onCoverTime(seconds: number): void;
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Says where the upload is (SPEC §4: uploading, processing, succeeded; publishing once created). */
export function UploadStatus({ media, publishing }: { media: ChosenMedia; publishing: boolean }) {
  if (media.phase === 'failed') {
    return (
      <p className="pb-form-error" role="alert">
        {media.error}
      </p>
    );
  }
  const text = publishing
    ? 'Publishing…'
    : {
        reading: 'Reading the file…',
        uploading: 'Uploading…',
        processing: 'Processing…',
        succeeded: 'Uploaded',
      }[media.phase];
  return (
    <div className="pb-upload-status">
      {media.phase === 'uploading' ? (
        <progress
          className="pb-upload-status__bar"
          max={1}
          value={media.progress}
          aria-label="Upload progress"
        />
      ) : null}
      <div className="pb-upload-status__line">
        {media.phase === 'processing' || media.phase === 'reading' || publishing ? (
          <Spinner show size="sm" accessibilityLabel="Working" />
        ) : null}
        <span role="status">{text}</span>
        {media.phase === 'uploading' ? <span aria-hidden="true">{percent(media.progress)}</span> : null}
      </div>
    </div>
  );
}

/** A video's cover chooser: a slider over its length that moves the preview to that frame. */
export function CoverSlider({
  media,
  onCoverTime,
  id = 'pb-pin-cover',
  label = 'Cover frame',
}: {
  media: ChosenMedia;
  onCoverTime(seconds: number): void;
  id?: string;
  label?: string;
}) {
  const duration = media.video?.duration ?? 0;
  const max = lastFrameTime(duration);
  return (
    <div className="pb-cover">
      <label htmlFor={id} className="pb-cover__label">
        {label}
      </label>
      <input
        id={id}
        className="pb-cover__slider"
        type="range"
        min={0}
        max={max}
        step={duration > 60 ? 1 : 0.1}
        value={Math.min(media.coverTime, max)}
        aria-valuetext={`${media.coverTime.toFixed(1)} seconds of ${formatDuration(duration)}`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onCoverTime(Number(event.target.value))}
      />
      <span className="pb-cover__time" aria-hidden="true">
        {media.coverTime.toFixed(1)} s / {formatDuration(duration)}
      </span>
    </div>
  );
}

/** The chosen file, shown: an image, or the video at its cover frame. */
function ChosenPreview({
  media,
  videoRef,
  onVideoRead,
  onUnreadable,
  onClear,
  publishing,
}: Pick<MediaPickerProps, 'videoRef' | 'onVideoRead' | 'onUnreadable' | 'onClear' | 'publishing'> & {
  media: ChosenMedia;
}) {
  const remove = (
    <div className="pb-pin-create__remove">
      <IconButton
        icon="cancel"
        accessibilityLabel="Remove the file"
        bgColor="white"
        size="md"
        onClick={onClear}
        disabled={publishing}
      />
    </div>
  );
  // The preview shows the cover frame: moved there whenever the slider moves.
  useEffect(() => {
    const video = videoRef.current;
    if (video && media.video && Math.abs(video.currentTime - media.coverTime) > 0.01) {
      video.currentTime = media.coverTime;
    }
  }, [media.coverTime, media.video, videoRef]);
  if (media.kind === 'image') {
    return (
      <div className="pb-pin-create__preview">
        <img
          src={media.url}
          alt="Preview of the Pin image"
          onError={() => onUnreadable(PinTexts.invalidImage)}
        />
      </div>
    );
  }
  return (
    <div className="pb-pin-create__preview pb-pin-create__preview--file pb-pin-create__preview--video">
      <video
        ref={videoRef}
        className="pb-pin-create__video"
        src={media.url}
        aria-label="Preview of the Pin video"
        muted
        playsInline
        preload="auto"
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          onVideoRead({ duration: video.duration, width: video.videoWidth, height: video.videoHeight });
        }}
        onError={() => onUnreadable(PinTexts.invalidVideo)}
      />
      {media.video ? (
        <span className="pb-tile__duration" aria-hidden="true">
          {formatDuration(media.video.duration)}
        </span>
      ) : null}
      {remove}
    </div>
  );
}

/**
 * The builder's picture: a file chosen or dropped (an image, or an MP4 or MOV video with its cover
 * frame), or else the Image URL's preview. The whole column takes a dropped file.
 */
export function MediaPicker(props: MediaPickerProps) {
  const { media, refusal, imageUrl, publishing, onChoose, onCoverTime } = props;
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onChoose(file);
  };
  const { dragging, handlers } = useFileDrop(take, !publishing);
  return (
    <div
      className={dragging ? 'pb-pin-create__media pb-pin-create__media--dragging' : 'pb-pin-create__media'}
      {...handlers}
    >
      {media ? <ChosenPreview {...props} media={media} /> : <PinPreview url={imageUrl} />}
      {media?.kind === 'video' && media.video && media.phase !== 'failed' ? (
        <CoverSlider media={media} onCoverTime={onCoverTime} />
      ) : null}
      {media ? <UploadStatus media={media} publishing={publishing} /> : null}
      {refusal ? (
        <p className="pb-form-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="pb-upload">
        <input
          id="pb-pin-upload"
          className="pb-upload__input"
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={publishing}
          aria-describedby="pb-pin-upload-hint"
          // The same file chosen again is a new choice: emptied as the chooser opens (not after a
          // choice, which would take Chromium's access to a file read from disk away from the upload).
          onClick={(event) => {
            event.currentTarget.value = '';
          }}
          onChange={(event) => take(event.target.files)}
        />
        <label htmlFor="pb-pin-upload" className="pb-upload__button">
          Upload an image or video
        </label>
      </div>
      <Text size="100">
        <span id="pb-pin-upload-hint">Or drag and drop a file here. {UploadTexts.hint}</span>
      </Text>
    </div>
  );
}
