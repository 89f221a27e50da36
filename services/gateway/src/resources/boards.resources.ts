import { Rpc } from '@pinboard/contracts';
import { resource } from './resource.js';
import type { ResourceContext } from './resource.js';

/** The actor and their own e-mail address (invites may be sent to it). */
async function actorWithEmail(ctx: ResourceContext) {
  const actor = await ctx.actor();
  const { email } = await ctx.rpc.request(Rpc.users.me, { user_id: actor.id });
  return { actor, email };
}

export default [
  resource('BoardResource', {
    // advertiser_id and aux_data (SPEC §7) name nothing here yet.
    create: async ({ advertiser_id: _advertiser, aux_data: _aux, ...options }, ctx) =>
      ctx.rpc.request(Rpc.boards.create, { actor: await ctx.actor(), ...options }),
    update: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.update, { actor: await ctx.actor(), ...options }),
    delete: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.delete, { actor: await ctx.actor(), ...options }),
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.get, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  // A user's boards; secret ones only for their owner (decided by the boards service).
  resource('BoardsResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.list, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  // The picker: the viewer's boards, and top choices that suit the Pin being saved.
  resource('BoardPickerBoardsResource', {
    get: async ({ pin_id, shortlist_suggestions }, ctx) => {
      const actor = await ctx.actor();
      const pin = pin_id ? await ctx.rpc.request(Rpc.pins.get, { pin_id, viewer_id: actor.id }) : null;
      const pin_text = pin ? `${pin.title} ${pin.description}`.slice(0, 2000) : '';
      return ctx.rpc.request(Rpc.boards.picker, { actor, shortlist_suggestions, pin_text });
    },
  }),
  resource('BoardSectionResource', {
    // initial_pins move Pins into the section: moves come with the bulk-edit calls.
    create: async ({ orbac_subject_id: _subject, initial_pins: _pins, ...options }, ctx) =>
      ctx.rpc.request(Rpc.boards.sectionCreate, { actor: await ctx.actor(), ...options }),
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.sectionGet, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('BoardSectionsResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.sectionList, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('BoardSectionsRepinResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.sectionList, {
        ...options,
        viewer_id: (await ctx.actor()).id,
        permission: 'write',
      }),
  }),
  // Collaborators (SPEC §2.3 face pile, §5 'Keep typing!', §6). Ids become people here: those who
  // exist and are not blocked either way; e-mail addresses stay addresses.
  resource('BoardInviteResource', {
    create: async ({ board_id, invited_user_ids, emails }, ctx) => {
      const actor = await ctx.actor();
      const invitees = await ctx.rpc.request(Rpc.users.resolveInvitees, {
        actor_id: actor.id,
        user_ids: invited_user_ids,
      });
      return ctx.rpc.request(Rpc.boards.collaboratorInvite, { actor, board_id, invitees, emails });
    },
    update: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.inviteAccept, { ...(await actorWithEmail(ctx)), ...options }),
    delete: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.inviteDecline, { ...(await actorWithEmail(ctx)), ...options }),
  }),
  resource('BoardInvitesResource', {
    get: async (_options, ctx) => ctx.rpc.request(Rpc.boards.inviteList, await actorWithEmail(ctx)),
  }),
  resource('BoardCollaboratorsResource', {
    get: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.collaboratorList, { ...options, viewer_id: await ctx.viewerId() }),
  }),
  resource('BoardCollaboratorResource', {
    delete: async (options, ctx) =>
      ctx.rpc.request(Rpc.boards.collaboratorRemove, { actor: await ctx.actor(), ...options }),
  }),
];
