/**
 * The section-name field's state (SPEC §5): trimmed and not empty; 'Add' is disabled while the
 * name is empty, while saving and while an error shows; editing clears the error. Where the name
 * came from is the section's name_source (SPEC §3): typed (0), a suggestion as picked (1), or a
 * suggestion edited (2). Pure, so that both remotes' forms and the tests share it.
 */
import { NameSource, SECTION_NAME_MAX, sectionNameError } from '@pinboard/contracts/web';
import type { NewSection } from './sections';

export interface SectionNameState {
  name: string;
  /** The suggestion the name started from, while it still does. */
  suggestion: string | null;
  saving: boolean;
  error: string | null;
}

export const initialSectionName: SectionNameState = {
  name: '',
  suggestion: null,
  saving: false,
  error: null,
};

/** Typing: clears the error (an over-long name is flagged at once); an emptied field is typed anew. */
export function typeSectionName(state: SectionNameState, value: string): SectionNameState {
  return {
    ...state,
    name: value,
    suggestion: value.trim() ? state.suggestion : null,
    error: value.trim().length > SECTION_NAME_MAX ? sectionNameError(value) : null,
  };
}

export function pickSectionName(state: SectionNameState, title: string): SectionNameState {
  return { ...state, name: title, suggestion: title, error: null };
}

export function canAddSection(state: SectionNameState): boolean {
  return !state.saving && state.error === null && state.name.trim() !== '';
}

export function sectionNameSource(state: SectionNameState): NameSource {
  if (state.suggestion === null) return NameSource.manual;
  return state.name.trim() === state.suggestion.trim()
    ? NameSource.recommendation
    : NameSource.editedRecommendation;
}

/** The section the field creates in `boardId`: the name trimmed, and where it came from. */
export function sectionToCreate(state: SectionNameState, boardId: string): NewSection {
  return { board_id: boardId, name: state.name.trim(), name_source: sectionNameSource(state) };
}

export function startSavingSection(state: SectionNameState): SectionNameState {
  return { ...state, saving: true, error: null };
}

/** SPEC §8: a failed create shows message_detail or message under the name field. */
export function failSavingSection(state: SectionNameState, message: string): SectionNameState {
  return { ...state, saving: false, error: message };
}
