import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Rpc, type Board } from '@pinboard/contracts';
import { RpcClient } from '@pinboard/service-kit';
import type { PinsConfig } from '../config.js';
import { PINS_CONFIG } from './config.provider.js';

/**
 * The boards service, as pins sees it: one question, "may this user read or write that board?".
 * Its ServiceErrors (NotFound, Forbidden...) pass through to our caller unchanged.
 */
@Injectable()
export class BoardsClient implements OnModuleInit, OnModuleDestroy {
  private readonly rpc: RpcClient;

  constructor(@Inject(PINS_CONFIG) config: PinsConfig) {
    this.rpc = new RpcClient(config.NATS_URL, config.RPC_TIMEOUT_MS);
  }

  async onModuleInit(): Promise<void> {
    await this.rpc.connect();
  }

  async onModuleDestroy(): Promise<void> {
    await this.rpc.close();
  }

  requireAccess(boardId: string, userId: string | null, permission: 'read' | 'write'): Promise<Board> {
    return this.rpc.request(Rpc.boards.access, { board_id: boardId, user_id: userId, permission });
  }
}
