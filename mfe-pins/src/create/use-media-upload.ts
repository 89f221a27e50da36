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

/**
 * The Pin builder's upload of one image or video (SPEC §7 VIPResource): checked in the browser,
 * registered (VIPResource create), posted with its progress, and polled while the server processes
 * it. A new file, or clearing, gives up on the one before.
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

  /** Changes the current file's state, unless the file was given up on meanwhile. */
  const update = (signal: AbortSignal, change: Partial<ChosenMedia>) => {
    if (!signal.aborted) setMedia((current) => (current ? { ...current, ...change } : current));
  };

  const settle = (signal: AbortSignal, state: UploadState) => {
    if (state.status === 'succeeded') update(signal, { phase: 'succeeded', progress: 1, error: null });
    else if (state.status === 'failed') {
      update(signal, { phase: 'failed', error: state.failure_reason || failureText(null) });
    }
  };

  const upload = async (kind: MediaKind, file: File, signal: AbortSignal) => {
    const fail = (error: string) => update(signal, { phase: 'failed', error });
    update(signal, { phase: 'uploading', progress: 0 });
    const registered = await api.create('VIPResource', { type: kind === 'image' ? 'pinimage' : 'video' });
    if (signal.aborted) return;
    if (!registered.ok) return fail(failureText(registered.error));
    const tooLarge = sizeError(kind, file.size, registered.data.max_bytes);
    if (tooLarge) return fail(tooLarge);
    update(signal, { uploadId: registered.data.upload_id });
    const sent = await uploadFile(
      withProgress(api.transport),
      registered.data,
      file,
      (fraction) =>
        update(signal, fraction >= 1 ? { progress: 1, phase: 'processing' } : { progress: fraction }),
      { signal },
    );
    if (signal.aborted) return;
    if (!sent.ok) return fail(failureText(sent.error));
    let state = sent.data;
    settle(signal, state);
    // SPEC §4: polled every 5 s while registered or processing.
    while (state.status === 'registered' || state.status === 'processing') {
      update(signal, { phase: 'processing', progress: 1 });
      await sleep(UPLOAD_POLL_MS, signal);
      if (signal.aborted) return;
      const polled = await api.get('VIPResource', { upload_ids: [state.upload_id] });
      if (signal.aborted) return;
      if (!polled.ok) return fail(failureText(polled.error));
      const next = polled.data[state.upload_id];
      if (!next) return fail(failureText(null));
      state = next;
      settle(signal, state);
    }
  };

  /** A file chosen (input or drop): refused at once, or shown and (an image) uploaded. */
  const choose = (file: File) => {
    release();
    setRefusal(null);
    const kind = mediaKindOf(file);
    if (typeof kind !== 'string') {
      setMedia(null);
      return setRefusal(kind.error);
    }
    const tooLarge = sizeError(kind, file.size);
    if (tooLarge) {
      setMedia(null);
      return setRefusal(tooLarge);
    }
    const controller = new AbortController();
    run.current = controller;
    url.current = URL.createObjectURL(file);
    setMedia({
      kind,
      file,
      url: url.current,
      phase: 'reading',
      progress: 0,
      error: null,
      uploadId: null,
      video: null,
      coverTime: 0,
    });
    // An image goes up at once; a video once the browser has read its length (videoRead).
    if (kind === 'image') void upload(kind, file, controller.signal);
  };

  /** The preview video's metadata: too short or long is refused, else it is uploaded. */
  const videoRead = (video: { duration: number; width: number; height: number }) => {
    const controller = run.current;
    if (!media || media.kind !== 'video' || media.phase !== 'reading' || !controller) return;
    const refused = durationError(video.duration);
    if (refused) {
      release();
      setMedia(null);
      return setRefusal(refused);
    }
    // The default cover: a frame a little in, past a fade from black.
    update(controller.signal, { video, coverTime: Math.min(1, video.duration / 2) });
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
