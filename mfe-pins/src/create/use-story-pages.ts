import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@pinboard/api-client';
import { STORY_PAGES_MAX, type StoryPage } from '@pinboard/contracts/web';
import { moved, StoryTexts } from './story-draft';
import { checkFile, chosenMedia, readVideo, sendMedia, type ChosenMedia } from './use-media-upload';

/** A page the Idea Pin has (its creator editing it): its place there, its picture, a video's length. */
export interface KeptPage {
  index: number;
  imageUrl: string;
  /** A video page's length in seconds; null for a picture. */
  duration: number | null;
}

/**
 * One page of the Idea Pin being made or edited, and its words: a new page is a file (uploaded on
 * its own), a kept page one the Idea Pin has.
 */
export type DraftPage = {
  /** Stable while the page moves: React's key and the hook's handle on it. */
  key: string;
  text: string;
} & ({ media: ChosenMedia; kept: null } | { media: null; kept: KeptPage });

let lastKey = 0;

/**
 * The pages of an Idea Pin in the Pin builder, or of one being edited (`initial`, its pages now):
 * each new page a file uploaded as the builder uploads one (use-media-upload's checks, VIPResource
 * upload and polling), with its text; pages are added (at most STORY_PAGES_MAX), moved and
 * removed. Removing a page gives up on its upload.
 */
export function useStoryPages(api: ApiClient, initial: readonly StoryPage[] = []) {
  const [pages, setPages] = useState<DraftPage[]>(() =>
    initial.map((page, index) => ({
      key: `page-${++lastKey}`,
      text: page.text,
      media: null,
      kept: { index, imageUrl: page.image.url, duration: page.video?.duration ?? null },
    })),
  );
  /** Why the last file offered was not made a page. */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Each page's upload and object URL, to give up on and release. */
  const runs = useRef(new Map<string, { controller: AbortController; url: string }>());
  const count = useRef(0);
  count.current = pages.length;

  const release = useCallback((key: string) => {
    const run = runs.current.get(key);
    if (!run) return;
    run.controller.abort();
    URL.revokeObjectURL(run.url);
    runs.current.delete(key);
  }, []);
  useEffect(() => {
    const all = runs.current;
    return () => {
      for (const key of [...all.keys()]) release(key);
    };
  }, [release]);

  const setText = (key: string, text: string) =>
    setPages((current) => current.map((page) => (page.key === key ? { ...page, text } : page)));
  const changeMedia = (key: string, next: Partial<ChosenMedia>) =>
    setPages((current) =>
      current.map((page) =>
        page.key === key && page.kept === null ? { ...page, media: { ...page.media, ...next } } : page,
      ),
    );

  const upload = (key: string, media: ChosenMedia) => {
    const run = runs.current.get(key);
    if (run) void sendMedia(api, media.kind, media.file, run.controller.signal, (c) => changeMedia(key, c));
  };

  /** Files chosen or dropped: each becomes a page at the end (an image uploads at once). */
  const add = (files: readonly File[]) => {
    setRefusal(null);
    const added: DraftPage[] = [];
    for (const file of files) {
      if (count.current + added.length >= STORY_PAGES_MAX) {
        setRefusal(StoryTexts.full);
        break;
      }
      const checked = checkFile(file);
      if ('refusal' in checked) {
        setRefusal(checked.refusal);
        continue;
      }
      const key = `page-${++lastKey}`;
      const url = URL.createObjectURL(file);
      runs.current.set(key, { controller: new AbortController(), url });
      added.push({ key, media: chosenMedia(checked.kind, file, url), text: '', kept: null });
    }
    if (added.length === 0) return;
    count.current += added.length;
    setPages((current) => [...current, ...added]);
    for (const page of added) if (page.media?.kind === 'image') upload(page.key, page.media);
  };

  const remove = (key: string) => {
    release(key);
    setPages((current) => current.filter((page) => page.key !== key));
  };

  /** A video page's preview read its length: refused (the page goes), or it is uploaded. */
  const videoRead = (key: string, video: { duration: number; width: number; height: number }) => {
    const page = pages.find((p) => p.key === key);
    if (!page || page.kept !== null || page.media.kind !== 'video' || page.media.phase !== 'reading') return;
    const read = readVideo(video);
    if ('refusal' in read) {
      remove(key);
      return setRefusal(read.refusal);
    }
    changeMedia(key, read);
    upload(key, page.media);
  };

  /** The browser could not show the page's file: the page goes, and says why. */
  const unreadable = (key: string, text: string) => {
    remove(key);
    setRefusal(text);
  };

  /** Moves a page `by` places (-1 up, 1 down). */
  const move = (key: string, by: number) =>
    setPages((current) => [
      ...moved(
        current,
        current.findIndex((page) => page.key === key),
        by,
      ),
    ]);

  return {
    pages,
    refusal,
    add,
    remove,
    move,
    videoRead,
    unreadable,
    setText,
    setCoverTime: (key: string, coverTime: number) => changeMedia(key, { coverTime }),
  };
}
