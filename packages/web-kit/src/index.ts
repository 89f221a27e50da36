/**
 * What every remote bundles: the remote root (styles, data loading, toasts), overlay layering,
 * data loading over the shell's ApiClient, board lists, the board-create form, a board's sections,
 * the section-create form, and following and blocking (hooks, cache changes and the Follow button).
 */
export { RemoteRoot } from './remote-root';
export { NameField } from './name-field';
export { ToastProvider, useToast, type ToastMessage } from './toast';
export { OVERLAY_Z_INDEX } from './overlay-z-index';
export { ConfirmAlert, type ConfirmAlertProps } from './confirm-alert';
export {
  ApiFailure,
  apiErrorOf,
  dataOf,
  errorText,
  pageOf,
  remoteQueryClient,
  type ListPage,
} from './api-query';
export {
  createBoardMutation,
  fetchUserBoards,
  isPendingBoard,
  pendingBoard,
  useCreateBoard,
  useUserBoards,
  userBoardsKey,
  type NewBoard,
} from './user-boards';
export {
  BoardCreateButtons,
  BoardCreateFields,
  BoardNameField,
  SecretBoardSwitch,
  useBoardCreateForm,
  useBoardName,
  type BoardCreateForm,
  type BoardName,
} from './board-create-form';
export { FormButtons } from './form-buttons';
export {
  boardSectionsKey,
  createSectionMutation,
  useBoardSections,
  useCreateSection,
  type NewSection,
  type SectionsUse,
} from './sections';
export {
  SectionCreateButtons,
  SectionCreateFields,
  useSectionCreateForm,
  type SectionCreateForm,
} from './section-create-form';
export {
  backToFlow,
  createFlowOf,
  toCreatePage,
  type CreatedInFlow,
  type CreateFlowState,
} from './create-flow';
export { followerCountText, followingCountText } from './follow/follow-counts';
export { pinCountText } from './pin-count';
export { useLoadMore } from './load-more';
export {
  BOARD_VIEWS_KEY,
  FOLLOW_LISTS_KEY,
  PROFILES_KEY,
  boardViewKey,
  followListKey,
  followListPeople,
  profileKey,
  type FollowListData,
  type FollowListKind,
} from './follow/follow-cache';
export {
  blockUserMutation,
  followBoardMutation,
  followUserMutation,
  type FollowEffects,
  type PersonRef,
} from './follow/follow-mutations';
export {
  useBlockUser,
  useFollowBoard,
  useFollowUser,
  useProfileQuery,
  useRefreshFollowsOnViewerChange,
  type FollowHost,
} from './follow/use-follow';
export { BoardFollowButton, FollowButton, UserFollowButton, displayName } from './follow/follow-button';
export { PRODUCT_NAME, pageTitle, useDocumentTitle } from './pages/page-title';
export {
  PageLoadFailure,
  SESSION_EXPIRED_CODE,
  SHOW_ERROR_PARAM,
  homeWithError,
  redirectsHome,
} from './pages/load-failure';
export { ShowErrorNotice } from './pages/show-error-notice';
export { usePeopleTypeahead } from './people-typeahead';
export { CollaboratorSearch, collaboratorKey, type NewCollaborator } from './collaborator-search';
export { PersonRow } from './person-row';
