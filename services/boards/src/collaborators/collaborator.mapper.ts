import type { Collaborator, UserSummary } from '@pinboard/contracts';
import type { BoardCollaborator as CollaboratorRow } from '../generated/prisma/client.js';

export function toUserSummary(row: CollaboratorRow): UserSummary {
  return {
    id: row.userId.toString(),
    username: row.username,
    full_name: row.fullName,
    image_medium_url: row.imageMediumUrl,
  };
}

export function toCollaborator(row: CollaboratorRow): Collaborator {
  return { ...toUserSummary(row), status: row.status, invited_at: row.invitedAt.toISOString() };
}
