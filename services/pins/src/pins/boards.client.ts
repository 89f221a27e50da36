import { Injectable } from '@nestjs/common';
import { Rpc, type RpcReply } from '@pinboard/contracts';
import { RpcClient } from '@pinboard/service-kit';

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
}
