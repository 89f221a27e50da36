import { useCallback, useEffect, useRef, useState } from 'react';
import { postFormWithProgress, uploadFile, type ApiClient, type Transport } from '@pinboard/api-client';
import { failureText, UPLOAD_POLL_MS, type UploadState } from '@pinboard/contracts/web';
import { durationError, mediaKindOf, sizeError, type MediaKind } from '../video/media';

/**
 * Where a chosen file is (SPEC §4 Pin-builder progress): read by the browser first (a video's
 * length), then uploading (with the share sent), processing (the server checks it; polled every
 * 5 s while it says registered or processing), then succeeded or failed.
 */
export type UploadPhase = 'reading' | 'uploading' | 'processing' | 'succeeded' | 'failed';

export interface ChosenMedia {
  kind: MediaKind;
  file: File;
  /** An object URL of the file, for the preview (and a video's cover frame). */
  url: string;
  phase: UploadPhase;
  /** The share of the file sent, 0 to 1. */
  progress: number;
  /** Why the upload failed, said to the person. */
  error: string | null;
  uploadId: string | null;
  /** A video's length and size, as the browser read them. */
  video: { duration: number; width: number; height: number } | null;
  /** A video's cover: the second of it the cover frame is taken at. */
  coverTime: number;
}

/**
 * The host's transport, posting forms with their progress: a shell built before it could (its
 * transport has no postForm) still gets the page's same-origin XMLHttpRequest.
 */
function withProgress(transport: Transport): Transport {
  if (transport.postForm) return transport;
  return {
    fetch: (path, init) => transport.fetch(path, init),
    csrfToken: () => transport.csrfToken(),
    postForm: postFormWithProgress,
  };
}

/** Waits `ms`, or less when the upload is given up on. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** A chosen file's state changes, as an upload goes on. */
export type MediaChange = (change: Partial<ChosenMedia>) => void;

/**
 * A chosen file checked before it is shown: its kind, or why it is refused (neither an image nor
 * a video the product plays, or too large).
 */
export function checkFile(file: File): { kind: MediaKind } | { refusal: string } {
  const kind = mediaKindOf(file);
  if (typeof kind !== 'string') return { refusal: kind.error };
  const tooLarge = sizeError(kind, file.size);
  return tooLarge ? { refusal: tooLarge } : { kind };
}

/** A file just chosen, shown from its object URL while the browser reads it. */
export const chosenMedia = (kind: MediaKind, file: File, url: string): ChosenMedia => ({
  kind,
  file,
  url,
  phase: 'reading',
  progress: 0,
  error: null,
  uploadId: null,
  video: null,
  coverTime: 0,
});

/**
 * A video the browser read: refused (too short, too long, unreadable), or its length and size with
 * the default cover (a frame a little in, past a fade from black).
 */
export function readVideo(video: {
  duration: number;
  width: number;
  height: number;
}): { refusal: string } | Pick<ChosenMedia, 'video' | 'coverTime'> {
  const refused = durationError(video.duration);
  if (refused) return { refusal: refused };
  return { video, coverTime: Math.min(1, video.duration / 2) };
}

/**
 * One file's upload (SPEC §7 VIPResource): registered (VIPResource create), posted with its
 * progress, and polled while the server processes it, each step told to `update` (never once
 * `signal` is aborted: the file was given up on).
 */
export async function sendMedia(
  api: ApiClient,
  kind: MediaKind,
  file: File,
  signal: AbortSignal,
  change: MediaChange,
): Promise<void> {
  const update: MediaChange = (next) => {
    if (!signal.aborted) change(next);
  };
  const settle = (state: UploadState) => {
    if (state.status === 'succeeded') update({ phase: 'succeeded', progress: 1, error: null });
    else if (state.status === 'failed') {
      update({ phase: 'failed', error: state.failure_reason || failureText(null) });
    }
  };
  const fail = (error: string) => update({ phase: 'failed', error });
  update({ phase: 'uploading', progress: 0 });
  const registered = await api.create('VIPResource', { type: kind === 'image' ? 'pinimage' : 'video' });
  if (signal.aborted) return;
  if (!registered.ok) return fail(failureText(registered.error));
  const tooLarge = sizeError(kind, file.size, registered.data.max_bytes);
  if (tooLarge) return fail(tooLarge);
  update({ uploadId: registered.data.upload_id });
  const sent = await uploadFile(
    withProgress(api.transport),
    registered.data,
    file,
    (fraction) => update(fraction >= 1 ? { progress: 1, phase: 'processing' } : { progress: fraction }),
    { signal },
  );
  if (signal.aborted) return;
  if (!sent.ok) return fail(failureText(sent.error));
  let state = sent.data;
  settle(state);
  // SPEC §4: polled every 5 s while registered or processing.
  while (state.status === 'registered' || state.status === 'processing') {
    update({ phase: 'processing', progress: 1 });
    await sleep(UPLOAD_POLL_MS, signal);
    if (signal.aborted) return;
    const polled = await api.get('VIPResource', { upload_ids: [state.upload_id] });
    if (signal.aborted) return;
    if (!polled.ok) return fail(failureText(polled.error));
    const next = polled.data[state.upload_id];
    if (!next) return fail(failureText(null));
    state = next;
    settle(state);
  }
}

/**
 * The Pin builder's upload of one image or video (SPEC §7 VIPResource): checked in the browser,
 * registered, posted with its progress, and polled while the server processes it (sendMedia). A
 * new file, or clearing, gives up on the one before.
 */
export function useMediaUpload(api: ApiClient) {
  const [media, setMedia] = useState<ChosenMedia | null>(null);
  /** A file refused before it was shown (wrong kind, too large, too short or long). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useRef<AbortController | null>(null);
  const url = useRef<string | null>(null);

  const release = useCallback(() => {
    run.current?.abort();
    run.current = null;
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);
  useEffect(() => release, [release]);

  const upload = (kind: MediaKind, file: File, signal: AbortSignal) =>
    sendMedia(api, kind, file, signal, (change) =>
      setMedia((current) => (current ? { ...current, ...change } : current)),
    );

  /** A file chosen (input or drop): refused at once, or shown and (an image) uploaded. */
  const choose = (file: File) => {
    release();
    setRefusal(null);
    const checked = checkFile(file);
    if ('refusal' in checked) {
      setMedia(null);
      return setRefusal(checked.refusal);
    }
    const controller = new AbortController();
    run.current = controller;
    url.current = URL.createObjectURL(file);
    setMedia(chosenMedia(checked.kind, file, url.current));
    // An image goes up at once; a video once the browser has read its length (videoRead).
    if (checked.kind === 'image') void upload(checked.kind, file, controller.signal);
  };

  /** The preview video's metadata: too short or long is refused, else it is uploaded. */
  const videoRead = (video: { duration: number; width: number; height: number }) => {
    const controller = run.current;
    if (!media || media.kind !== 'video' || media.phase !== 'reading' || !controller) return;
    const read = readVideo(video);
    if ('refusal' in read) {
      release();
      setMedia(null);
      return setRefusal(read.refusal);
    }
    setMedia((current) => (current ? { ...current, ...read } : current));
    void upload('video', media.file, controller.signal);
  };

  /** The browser could not play the file (not a video it knows, or a broken one). */
  const unreadable = (text: string) => {
    release();
    setMedia(null);
    setRefusal(text);
  };

  const clear = () => {
    release();
    setMedia(null);
    setRefusal(null);
  };

  const setCoverTime = (coverTime: number) => setMedia((current) => current && { ...current, coverTime });

  return { media, refusal, choose, videoRead, unreadable, clear, setCoverTime };
}
