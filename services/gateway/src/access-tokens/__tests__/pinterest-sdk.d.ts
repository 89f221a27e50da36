/**
 * Types for the part of `pinterest-sdk` (generated from Pinterest's API v5 OpenAPI document, plain
 * JavaScript) that the tests use. Only types: the client itself runs unchanged.
 */
declare module 'pinterest-sdk' {
  /** superagent's response, as the SDK hands it to callbacks. */
  export interface SdkResponse {
    status: number;
    body: unknown;
  }
  export interface SdkError {
    message: string;
    status?: number;
    response?: SdkResponse;
  }
  export type SdkCallback<T> = (error: SdkError | null, data: T, response: SdkResponse) => void;

  export class ApiClient {
    constructor(basePath?: string);
    basePath: string;
    authentications: { pinterest_oauth2: { type: 'oauth2'; accessToken?: string } };
  }

  /** Models read a JSON answer with constructFromObject; the fields they know become properties. */
  export interface SdkModel {
    constructFromObject(data: unknown, obj?: object): Record<string, unknown>;
  }
  export const Paginated: SdkModel;
  export const AdAccount: SdkModel;
  export const CampaignResponse: SdkModel;
  export const Board: SdkModel;
  export const Pin: SdkModel;
  export const MediaUpload: SdkModel;
  export const MediaUploadDetails: SdkModel;
  /** The v5 error model ({ code, message }); renamed on import, as it shadows the global. */
  export const Error: SdkModel;

  export interface PaginatedAnswer {
    items: Record<string, unknown>[];
    bookmark?: string | null;
  }

  export class AdAccountsApi {
    constructor(apiClient?: ApiClient);
    adAccountsList(
      opts: { bookmark?: string; pageSize?: number; includeSharedAccounts?: boolean },
      callback: SdkCallback<PaginatedAnswer>,
    ): unknown;
    campaignsAnalytics(
      adAccountId: string,
      startDate: string,
      endDate: string,
      campaignIds: string[],
      columns: string[],
      granularity: 'TOTAL' | 'DAY' | 'HOUR' | 'WEEK' | 'MONTH',
      opts: Record<string, unknown>,
      callback: SdkCallback<Record<string, unknown>[]>,
    ): unknown;
    campaignsList(
      adAccountId: string,
      opts: {
        campaignIds?: string[];
        entityStatuses?: string[];
        pageSize?: number;
        order?: 'ASCENDING' | 'DESCENDING';
        bookmark?: string;
      },
      callback: SdkCallback<PaginatedAnswer>,
    ): unknown;
  }

  export class BoardsApi {
    constructor(apiClient?: ApiClient);
    boardsCreate(board: Record<string, unknown>, callback: SdkCallback<Record<string, unknown>>): unknown;
    boardsGet(boardId: string, callback: SdkCallback<Record<string, unknown>>): unknown;
    boardsList(
      opts: { bookmark?: string; pageSize?: number; privacy?: string },
      callback: SdkCallback<PaginatedAnswer>,
    ): unknown;
    boardsListPins(
      boardId: string,
      opts: { bookmark?: string; pageSize?: number },
      callback: SdkCallback<PaginatedAnswer>,
    ): unknown;
  }

  export class PinsApi {
    constructor(apiClient?: ApiClient);
    pinsCreate(pin: Record<string, unknown>, callback: SdkCallback<Record<string, unknown>>): unknown;
    pinsGet(
      pinId: string,
      opts: { adAccountId?: string },
      callback: SdkCallback<Record<string, unknown>>,
    ): unknown;
    pinsDelete(pinId: string, callback: SdkCallback<null>): unknown;
  }

  export class MediaApi {
    constructor(apiClient?: ApiClient);
    mediaCreate(
      mediaUploadRequest: { media_type: 'video' },
      callback: SdkCallback<Record<string, unknown>>,
    ): unknown;
    mediaGet(mediaId: string, callback: SdkCallback<Record<string, unknown>>): unknown;
    mediaList(
      opts: { bookmark?: string; pageSize?: number },
      callback: SdkCallback<PaginatedAnswer>,
    ): unknown;
  }
}
