export { END_BOOKMARK, failureText } from '@pinboard/board-kit';

export const LOGIN_TO_SAVE = 'Log in to save this Pin';
export const PIN_WIDTH = 236;
export const TOAST_MS = 5000;
