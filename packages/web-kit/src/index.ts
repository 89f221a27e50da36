/**
 * What every remote bundles: the remote root (styles, data loading, toasts), overlay layering,
 * data loading over the shell's ApiClient, board lists, the board-create form, a board's sections
 * and the section-create form.
 */
export { RemoteRoot } from './remote-root';
export { ToastProvider, useToast, type ToastMessage } from './toast';
export { OVERLAY_Z_INDEX } from './overlay-z-index';
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
  useBoardCreateForm,
  type BoardCreateForm,
} from './board-create-form';
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
