/**
 * @pinboard/contracts/web: what the browser may bundle. Texts, limits and pure rules as values;
 * everything else as types only, so zod never reaches a browser bundle (a test walks this entry's
 * imports to keep it so).
 */
export * from './common/errors.js';
export * from './common/envelope.js';
export * from './common/texts.js';
export * from './common/limits.js';
export * from './common/http.js';
export * from './common/failure-text.js';
export * from './common/words.js';
export * from './common/pages.js';
export * from './users/texts.js';
export * from './users/rules.js';
export * from './users/access-token-rules.js';
export * from './boards/texts.js';
export * from './boards/rules.js';
export * from './pins/texts.js';
export * from './pins/limits.js';
export * from './pins/hashtags.js';
export * from './pins/boot-feed.js';
export * from './search/texts.js';
export * from './search/scopes.js';
export * from './search/colors.js';
export * from './ads/texts.js';
export * from './ads/limits.js';
export * from './ads/rules.js';
export * from './ads/keywords.js';
export * from './ads/quick-promote-rules.js';
export type { Actor } from './common/schemas.js';
export type { ResourceAction } from './common/resources.js';
export type { HealthReply } from './common/health.js';
export type {
  BlockState,
  FollowListUser,
  Me,
  Profile,
  User,
  UserFollowState,
  UserSummary,
} from './users/models.js';
export type {
  Board,
  BoardCollaborators,
  BoardFollowState,
  BoardInvite,
  Collaborator,
  BoardPicker,
  BoardSummary,
  BoardView,
  Privacy,
  Section,
  SectionSummary,
} from './boards/models.js';
export type {
  BoardTitleSuggestion,
  ImageSpec,
  Pin,
  PinCloseup,
  PinImages,
  PinVideo,
  SavedPin,
  StoryPage,
  StoryPinData,
  SavedTo,
} from './pins/models.js';
export type { Upload, UploadState, UploadStatus, UploadType } from './pins/uploads.js';
export type { FeedPin } from './feed/models.js';
export type { LinkProduct, OffsiteCheck, ProductAvailability, RedirectStatus } from './offsite/models.js';
export type {
  AutocompleteItem,
  BoardResult,
  IdeaTopic,
  PinResult,
  SearchResult,
  Typeahead,
  TypeaheadItem,
  UserResult,
} from './search/models.js';
export type { BaseSearchOptions } from './search/messages.js';
export type { KeptStoryPage, StoryPageInput } from './pins/messages.js';
export * from './search/limits.js';
export type { ResourceName, ResourcesWith, ResourceOptions, ResourceData } from './catalog.js';
