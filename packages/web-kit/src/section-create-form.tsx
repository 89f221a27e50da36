import { useState } from 'react';
import type { ApiClient } from '@pinboard/api-client';
import type { Section } from '@pinboard/contracts/web';
import { errorText } from './api-query';
import { FormButtons } from './form-buttons';
import { NameField } from './name-field';
import {
  canAddSection,
  failSavingSection,
  initialSectionName,
  pickSectionName,
  sectionToCreate,
  startSavingSection,
  typeSectionName,
} from './section-name';
import { useCreateSection } from './sections';

/**
 * The section-create form of the repin modal ('Create section') and of the board page ('Add
 * section'): SPEC §5's name rules, and the server's refusal under the name field (SPEC §8). Once
 * created it stays disabled: the caller moves on.
 */
export function useSectionCreateForm(api: ApiClient, boardId: string, onCreated: (section: Section) => void) {
  const create = useCreateSection(api);
  const [state, setState] = useState(initialSectionName);

  const submit = async () => {
    if (!canAddSection(state)) return;
    const input = sectionToCreate(state, boardId);
    setState(startSavingSection);
    try {
      onCreated(await create.mutateAsync(input));
    } catch (failure) {
      setState((current) => failSavingSection(current, errorText(failure)));
    }
  };

  return {
    state,
    canAdd: canAddSection(state),
    setName: (value: string) => setState((current) => typeSectionName(current, value)),
    pick: (title: string) => setState((current) => pickSectionName(current, title)),
    submit,
  };
}

export type SectionCreateForm = ReturnType<typeof useSectionCreateForm>;

interface SectionCreateFieldsProps {
  idPrefix: string;
  form: SectionCreateForm;
  /** Names to pick from (SPEC §2.3 suggested names); none by default. */
  suggestions?: readonly string[];
}

/** The name (placeholder 'Like "Lighting"', Enter submits) and the names to pick from. */
export function SectionCreateFields({ idPrefix, form, suggestions = [] }: SectionCreateFieldsProps) {
  return (
    <NameField
      id={`${idPrefix}-section-name`}
      label="Section name"
      placeholder='Like "Lighting"'
      value={form.state.name}
      error={form.state.error}
      onChange={form.setName}
      onSubmit={() => void form.submit()}
      suggestions={suggestions}
      onPick={form.pick}
      picked={form.state.suggestion}
      saving={form.state.saving}
    />
  );
}

/** 'Add' (disabled while the name is empty, while saving or in error), after an optional Cancel. */
export function SectionCreateButtons({ form, onCancel }: { form: SectionCreateForm; onCancel?: () => void }) {
  return (
    <FormButtons
      onCancel={onCancel}
      cancelDisabled={form.state.saving}
      text="Add"
      onClick={() => void form.submit()}
      disabled={!form.canAdd}
    />
  );
}
