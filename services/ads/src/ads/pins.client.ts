import { Injectable } from '@nestjs/common';
import { AdsTexts, ErrorCode, Rpc, type Pin } from '@pinboard/contracts';
import { RpcClient, ServiceError } from '@pinboard/service-kit';

/** The pins service, as ads sees it: does this Pin exist, and may this person see it? */
@Injectable()
export class PinsClient {
  constructor(private readonly rpc: RpcClient) {}

  async requireVisible(pinId: string, userId: string): Promise<void> {
    await this.visiblePin(pinId, userId);
  }

  /** The Pin as this person sees it; 'Pin not found' when it does not exist or they may not see it. */
  async visiblePin(pinId: string, userId: string): Promise<Pin> {
    try {
      return await this.rpc.request(Rpc.pins.get, { pin_id: pinId, viewer_id: userId });
    } catch (err) {
      if (err instanceof ServiceError && err.code === ErrorCode.NotFound) {
        throw ServiceError.notFound(AdsTexts.pinNotFound);
      }
      throw err;
    }
  }
}
