import { Injectable } from '@nestjs/common';
import { ErrorCode, Rpc, type RpcReply } from '@pinboard/contracts';
import { RpcClient, ServiceError } from '@pinboard/service-kit';

export type BoardAccess = RpcReply<typeof Rpc.boards.access>;

/**
 * The boards service, as pins sees it: one question, "may this user read or write that board (and
 * is this section one of its own)?". Its ServiceErrors (NotFound, Forbidden...) pass through.
 */
@Injectable()
export class BoardsClient {
  constructor(private readonly rpc: RpcClient) {}

  requireAccess(
    boardId: string,
    userId: string | null,
    permission: 'read' | 'write',
    sectionId?: string,
  ): Promise<BoardAccess> {
    return this.rpc.request(Rpc.boards.access, {
      board_id: boardId,
      user_id: userId,
      permission,
      ...(sectionId ? { section_id: sectionId } : {}),
    });
  }

  /**
   * Whether the user may read or write the board: for what pins cannot tell from its own copy of
   * the board (collaborators, who are the boards service's to know).
   */
  async may(boardId: bigint | string, userId: string, permission: 'read' | 'write'): Promise<boolean> {
    try {
      await this.requireAccess(boardId.toString(), userId, permission);
      return true;
    } catch (err) {
      const refused =
        err instanceof ServiceError && (err.code === ErrorCode.NotFound || err.code === ErrorCode.Forbidden);
      if (refused) return false;
      throw err;
    }
  }
}
