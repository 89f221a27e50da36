import { Controller } from '@nestjs/common';
import {
  Events,
  hashtagsIn,
  PinTexts,
  Rpc,
  type Pin,
  type PinCloseup,
  type RpcInput,
  type SavedPin,
  storyPageSchema,
  type Actor,
  type StoryPage,
} from '@pinboard/contracts';
import { z } from 'zod';
import { DomainEvents, RpcHandler, ServiceError } from '@pinboard/service-kit';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { MediaErrors } from '../media/media.errors.js';
import { MediaService, storedImageSchema, type StoredImage } from '../media/media.service.js';
import { BoardsClient } from './boards.client.js';
import { boardTitleSuggestions } from './board-title-suggestions.js';
import { firstSavers } from './pinners.js';
import { PinReads } from './pin-reads.js';
import { SaveWriter } from './save-writer.js';
import {
  domainOf,
  imageColumns,
  isVisibleTo,
  pinSelect,
  placeSelect,
  snapshotColumns,
  toBoardSummary,
  toPin,
  type PinRow,
  toSectionSummary,
  videoColumns,
  videoOf,
} from './pin.mapper.js';

/** The description's hashtags (SPEC §5), written in the same statement as the Pin. */
const hashtagRows = (description: string | undefined) => ({
  create: hashtagsIn(description ?? '').map((tag) => ({ tag })),
});

/** Every save of one Pin: the original (root) and the saves that point at it. */
const savesOf = (root: bigint) => ({ OR: [{ id: root }, { rootPinId: root }] });

/** A page of an Idea Pin as sent: a new one (an upload), or, when its creator edits it, one it has. */
type StoryPageSent = NonNullable<RpcInput<typeof Rpc.pins.update>['story_pages']>[number];

/** The uploads' rows held till the Pin is in (see UploadSweeper): still there, or no Pin. */
async function holdUploads(tx: Prisma.TransactionClient, uploadIds: readonly string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  const held = await tx.upload.updateMany({
    where: { id: { in: [...uploadIds] }, status: 'succeeded' },
    data: { status: 'succeeded' },
  });
  if (held.count !== uploadIds.length) throw ServiceError.validation(PinTexts.uploadNotFound);
}

/** A burst of Pins (an import, a busy minute) waits for a connection rather than failing: Prisma waits 2 s. */
const CREATE_TRANSACTION = { maxWait: 10_000 };

@Controller()
export class PinController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly boards: BoardsClient,
    private readonly media: MediaService,
    private readonly events: DomainEvents,
    private readonly saves: SaveWriter,
    private readonly reads: PinReads,
  ) {}

  @RpcHandler(Rpc.pins.create)
  async create(input: RpcInput<typeof Rpc.pins.create>): Promise<Pin> {
    const { board, section } = await this.boards.requireAccess(
      input.board_id,
      input.actor.id,
      'write',
      input.section,
    );
    const { image, video, storyPages, uploadIds } = input.story_pages
      ? await this.newStoryOf(input.actor, input.story_pages)
      : await this.mediaOf(input);
    const link = input.link || null;
    const row = await this.prisma.$transaction(async (tx) => {
      await holdUploads(tx, uploadIds);
      const created = await tx.pin.create({
        data: {
          title: input.title,
          description: input.description,
          hashtags: hashtagRows(input.description),
          link,
          domain: domainOf(link),
          ...imageColumns(image),
          ...video,
          storyPages: storyPages ?? Prisma.DbNull,
          ...snapshotColumns(board, section, input.actor),
        },
        select: pinSelect,
      });
      // A Pin made is a Pin saved: a later save is not their first.
      await firstSavers(tx, [BigInt(input.actor.id)]);
      await this.events.record(tx, Events.pins.pinCreated, { pin: toPin(created) });
      return created;
    }, CREATE_TRANSACTION);
    await this.events.flush();
    return toPin(row);
  }

  /**
   * A new Pin's image, and its video: an uploaded picture, or an image (fetched or decoded) and, with
   * a video upload, that video, its cover the image. Only the uploader's succeeded uploads count.
   */
  private async mediaOf(input: RpcInput<typeof Rpc.pins.create>) {
    const givenImage = Boolean(input.image_url || input.image_base64);
    if (input.media_upload_id === undefined) {
      return { image: await this.media.ingest(input), video: {}, storyPages: null, uploadIds: [] };
    }
    const uploadIds = [input.media_upload_id];
    const [upload] = await this.ownUploads(input.actor.id, uploadIds);
    if (!upload) throw ServiceError.validation(PinTexts.uploadNotFound);
    if (upload.type === 'pinimage') {
      // Its picture is the Pin's image: another one besides is one too many.
      if (givenImage) throw MediaErrors.invalidImage();
      return { image: storedImageSchema.parse(upload.image), video: {}, storyPages: null, uploadIds };
    }
    if (!givenImage) throw ServiceError.validation(PinTexts.videoNeedsCover);
    const image = await this.media.ingest(input);
    return {
      image,
      video: videoColumns(upload, input.video_thumbnail_time ?? null),
      storyPages: null,
      uploadIds,
    };
  }

  /** A new Idea Pin's pages: its image is its first page's. */
  private async newStoryOf(actor: Actor, pages: readonly StoryPageSent[]) {
    const story = await this.storyOf(actor, pages, []);
    return { image: story.image!, video: {}, storyPages: story.storyPages, uploadIds: story.uploadIds };
  }

  /**
   * An Idea Pin's pages (SPEC §3 story_pin_data), in order: each a page it has (`existing`, by its
   * place there) with its words now, or an upload of the actor's, a picture or a video with the
   * cover it came with. The Pin's image is its first page's: null when that page was first already;
   * a page moved to the front is made the Pin's image again from its stored original.
   */
  private async storyOf(actor: Actor, pages: readonly StoryPageSent[], existing: readonly StoryPage[]) {
    const uploadIds = [
      ...new Set(pages.flatMap((page) => ('media_upload_id' in page ? [page.media_upload_id] : []))),
    ];
    const uploads = new Map(
      (await this.ownUploads(actor.id, uploadIds)).map((upload) => [upload.id, upload]),
    );
    const made: { page: StoryPage; stored: StoredImage | null; was: number | null }[] = [];
    for (const page of pages) {
      if ('page' in page) {
        const kept = existing[page.page];
        if (!kept) throw ServiceError.validation(PinTexts.storyPageUnknown);
        made.push({ page: { ...kept, text: page.text }, stored: null, was: page.page });
        continue;
      }
      const upload = uploads.get(page.media_upload_id)!;
      if (upload.type === 'pinimage') {
        if (page.image_base64) throw MediaErrors.invalidImage();
        const stored = storedImageSchema.parse(upload.image);
        made.push({ page: { image: stored.images.orig, video: null, text: page.text }, stored, was: null });
        continue;
      }
      if (!page.image_base64) throw ServiceError.validation(PinTexts.videoNeedsCover);
      const cover = await this.media.ingest({ image_base64: page.image_base64 });
      made.push({
        page: {
          image: cover.images.orig,
          video: videoOf(videoColumns(upload, page.video_thumbnail_time ?? null)),
          text: page.text,
        },
        stored: cover,
        was: null,
      });
    }
    const first = made[0]!;
    const image =
      first.stored ?? (first.was === 0 ? null : await this.media.ingestStored(first.page.image.url));
    // The Pin's images are its first page's: the same stored original.
    if (image) first.page = { ...first.page, image: image.images.orig };
    return { image, storyPages: made.map(({ page }) => page), uploadIds };
  }

  /**
   * Its creator changes an Idea Pin's pages: only on the Idea Pin itself (a save shows its
   * creator's pages), and only its creator (a collaborator on the board edits the text alone).
   */
  private async storyEditOf(current: PinRow, actor: Actor, pages: readonly StoryPageSent[]) {
    if (current.storyPages === null) throw ServiceError.validation(PinTexts.notAnIdeaPin);
    if (current.rootPinId !== null || current.pinnerId.toString() !== actor.id) {
      throw ServiceError.forbidden(PinTexts.notIdeaPinCreator);
    }
    return this.storyOf(actor, pages, z.array(storyPageSchema).parse(current.storyPages));
  }

  /** The actor's succeeded uploads of these ids, in that order: any other is refused. */
  private async ownUploads(actorId: string, ids: readonly string[]) {
    const uploads = await this.prisma.upload.findMany({
      where: { id: { in: [...ids] }, ownerId: BigInt(actorId) },
    });
    const byId = new Map(uploads.map((upload) => [upload.id, upload]));
    return ids.map((id) => {
      const upload = byId.get(id);
      if (!upload) throw ServiceError.validation(PinTexts.uploadNotFound);
      if (upload.status !== 'succeeded') throw ServiceError.validation(PinTexts.uploadNotReady);
      return upload;
    });
  }

  /** A Pin, and for a signed-in viewer every board (and section) where they saved it. */
  @RpcHandler(Rpc.pins.get)
  async get({ pin_id, viewer_id }: RpcInput<typeof Rpc.pins.get>): Promise<PinCloseup> {
    const row = await this.findVisible(pin_id, viewer_id);
    if (viewer_id === null) return { ...toPin(row), saved_to: [] };
    const saves = await this.prisma.pin.findMany({
      where: { pinnerId: BigInt(viewer_id), ...savesOf(row.rootPinId ?? row.id) },
      select: placeSelect,
      orderBy: { id: 'desc' },
    });
    return {
      ...toPin(row),
      saved_to: saves.map((save) => ({ board: toBoardSummary(save), section: toSectionSummary(save) })),
    };
  }

  /**
   * Saves someone's (or one's own) Pin to a board, or one of its sections: a new row pointing at the
   * same stored files. A second save to the same place answers the first (SPEC §4: a warning).
   */
  @RpcHandler(Rpc.pins.repin)
  async repin(input: RpcInput<typeof Rpc.pins.repin>): Promise<SavedPin> {
    const source = await this.findVisible(input.pin_id, input.actor.id);
    const { board, section } = await this.boards.requireAccess(
      input.board_id,
      input.actor.id,
      'write',
      input.section,
    );
    const root = source.rootPinId ?? source.id;
    const place = {
      pinnerId: BigInt(input.actor.id),
      boardId: BigInt(board.id),
      sectionId: section ? BigInt(section.id) : null,
    };
    const link = input.link === undefined ? source.link : input.link || null;
    const description = input.description ?? source.description;
    // Written with the saves that come meanwhile, in one transaction (save-writer.ts).
    const saved = await this.saves.write({
      place,
      root,
      sourceId: source.id,
      description,
      data: {
        title: input.title ?? source.title,
        description,
        link,
        domain: input.link === undefined ? source.domain : domainOf(link),
        dominantColor: source.color,
        imageSignature: source.imageSignature,
        image236xUrl: source.image236xUrl,
        image236xWidth: source.image236xWidth,
        image236xHeight: source.image236xHeight,
        imageOrigUrl: source.imageOrigUrl,
        imageOrigWidth: source.imageOrigWidth,
        imageOrigHeight: source.imageOrigHeight,
        videoUrl: source.videoUrl,
        videoDurationMs: source.videoDurationMs,
        videoWidth: source.videoWidth,
        videoHeight: source.videoHeight,
        videoThumbnailMs: source.videoThumbnailMs,
        videoCustomCover: source.videoCustomCover,
        storyPages: source.storyPages,
        repinnedFromId: source.id,
        rootPinId: root,
        ...snapshotColumns(board, section, input.actor),
      },
    });
    if (saved.already_saved) return { ...toPin(saved.row), already_saved: true, first_save: false };
    await this.events.flush();
    return { ...toPin(saved.row), already_saved: false, first_save: saved.first_save };
  }

  /**
   * Its owner edits a Pin: the text, or where it is. Moving to another board leaves any section
   * unless one is named; the new place must be the owner's to write to (boards decides).
   */
  @RpcHandler(Rpc.pins.update)
  async update(input: RpcInput<typeof Rpc.pins.update>): Promise<Pin> {
    const current = await this.findOwn(input.pin_id, input.actor.id);
    const boardId = input.board_id ?? current.boardId.toString();
    const moved = boardId !== current.boardId.toString();
    const sectionId =
      input.section !== undefined ? input.section : moved ? null : (current.sectionId?.toString() ?? null);
    const place =
      moved || sectionId !== (current.sectionId?.toString() ?? null)
        ? await this.boards.requireAccess(boardId, input.actor.id, 'write', sectionId ?? undefined)
        : null;
    const link = input.link === undefined ? current.link : input.link || null;
    const story = input.story_pages ? await this.storyEditOf(current, input.actor, input.story_pages) : null;
    // An Idea Pin's pages, and its image when its first page changed.
    const pages = story && { storyPages: story.storyPages, ...(story.image && imageColumns(story.image)) };
    const row = await this.prisma.$transaction(async (tx) => {
      await holdUploads(tx, story?.uploadIds ?? []);
      const updated = await tx.pin.update({
        where: { id: current.id },
        data: {
          ...(input.title !== undefined && { title: input.title }),
          ...(input.description !== undefined && {
            description: input.description,
            hashtags: { deleteMany: {}, ...hashtagRows(input.description) },
          }),
          ...(input.link !== undefined && { link, domain: domainOf(link) }),
          ...(place && snapshotColumns(place.board, place.section, input.actor)),
          ...pages,
        },
        select: pinSelect,
      });
      // Every save of an Idea Pin shows its creator's pages as they are now: edited with it.
      const saves = pages
        ? await tx.pin.updateManyAndReturn({
            where: { rootPinId: current.id },
            data: pages,
            select: pinSelect,
          })
        : [];
      for (const pin of [updated, ...saves]) {
        const before = pin === updated ? current : pin;
        await this.events.record(tx, Events.pins.pinUpdated, {
          pin: toPin(pin),
          previous: { board_id: before.boardId.toString(), section_id: before.sectionId?.toString() ?? null },
        });
      }
      return updated;
    });
    await this.events.flush();
    return toPin(row);
  }

  @RpcHandler(Rpc.pins.delete)
  async delete({ actor, pin_id }: RpcInput<typeof Rpc.pins.delete>): Promise<{ id: string }> {
    const current = await this.findOwn(pin_id, actor.id);
    // Saves of it keep their own files and rows; their repinned_from_id becomes null (schema).
    await this.prisma.$transaction(async (tx) => {
      await tx.pin.delete({ where: { id: current.id } });
      await this.events.record(tx, Events.pins.pinDeleted, {
        pin_id,
        board_id: current.boardId.toString(),
        section_id: current.sectionId?.toString() ?? null,
      });
    });
    await this.events.flush();
    return { id: pin_id };
  }

  /** SPEC §7 board_title_suggestions: what others named the boards they saved this Pin to, then its title. */
  @RpcHandler(Rpc.pins.boardTitleSuggestions)
  async boardTitleSuggestions({ pin_id, viewer_id }: RpcInput<typeof Rpc.pins.boardTitleSuggestions>) {
    const row = await this.findVisible(pin_id, viewer_id);
    const names = await this.prisma.pin.groupBy({
      by: ['boardName'],
      where: { boardPrivacy: 'public', ...savesOf(row.rootPinId ?? row.id) },
      _count: { _all: true },
      orderBy: { _count: { boardName: 'desc' } },
      take: 20,
    });
    return boardTitleSuggestions(
      names.map((n) => n.boardName),
      row.title,
    ).map((title) => ({ title }));
  }

  /**
   * A Pin the actor may change: their own, or one on a board they may write to (its owner, its
   * collaborators). Others may not, and a Pin they cannot see is unknown.
   */
  private async findOwn(pinId: string, actorId: string) {
    const row = await this.findVisible(pinId, actorId);
    const mine = row.pinnerId.toString() === actorId || row.boardOwnerId.toString() === actorId;
    if (!mine && !(await this.boards.may(row.boardId, actorId, 'write'))) {
      throw ServiceError.forbidden(PinTexts.notYourPin);
    }
    return row;
  }

  /**
   * Not found when it does not exist and when the viewer may not see it: secret Pins stay unknown.
   * A secret board's collaborators see its Pins: only the boards service knows them.
   */
  private async findVisible(pinId: string, viewerId: string | null) {
    const row = await this.reads.byId(BigInt(pinId));
    const visible =
      row !== null &&
      (isVisibleTo(row, viewerId) ||
        (viewerId !== null && (await this.boards.may(row.boardId, viewerId, 'read'))));
    if (!row || !visible) throw ServiceError.notFound(PinTexts.notFound);
    return { ...row, color: row.dominantColor };
  }
}
