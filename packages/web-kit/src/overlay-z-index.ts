import { FixedZIndex } from 'gestalt';

/** Modals and toasts sit above the shell's sticky header (z-index 10) and its dialogs (100). */
export const OVERLAY_Z_INDEX = new FixedZIndex(1000);
