import { Injectable } from '@nestjs/common';
import { Rpc, type Board } from '@pinboard/contracts';
import { RpcClient } from '@pinboard/service-kit';

/**
 * The boards service, as pins sees it: one question, "may this user read or write that board?".
 * Its ServiceErrors (NotFound, Forbidden...) pass through to our caller unchanged.
 */
@Injectable()
export class BoardsClient {
  constructor(private readonly rpc: RpcClient) {}

  requireAccess(boardId: string, userId: string | null, permission: 'read' | 'write'): Promise<Board> {
    return this.rpc.request(Rpc.boards.access, { board_id: boardId, user_id: userId, permission });
  }
}
