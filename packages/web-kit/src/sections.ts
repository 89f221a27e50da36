/**
 * A board's sections, as the board page lists them and as the repin modal's section picker does
 * (only boards the viewer may save to answer), and creating one (SPEC §7 BoardSectionResource).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@pinboard/api-client';
import type { NameSource, Section } from '@pinboard/contracts/web';
import { dataOf } from './api-query';

/** Both lists of a board's sections sit under this key, so that one invalidation reaches both. */
export const boardSectionsKey = (boardId: string) => ['board-sections', boardId] as const;

/** 'page': the board page's list; 'repin': the picker's (the viewer may save to the board). */
export type SectionsUse = 'page' | 'repin';

export function useBoardSections(api: ApiClient, boardId: string | null, use: SectionsUse) {
  return useQuery({
    queryKey: [...boardSectionsKey(boardId ?? ''), use],
    queryFn: () =>
      dataOf(
        api.get(use === 'repin' ? 'BoardSectionsRepinResource' : 'BoardSectionsResource', {
          board_id: boardId ?? '',
        }),
      ),
    enabled: boardId !== null,
  });
}

export interface NewSection {
  board_id: string;
  name: string;
  name_source: NameSource;
}

/** The new section joins its board's lists at once (they are in creation order, so last). */
export function createSectionMutation(queryClient: QueryClient, api: ApiClient) {
  return {
    mutationFn: (input: NewSection) => dataOf(api.create('BoardSectionResource', input)),
    onSuccess: (section: Section) => {
      queryClient.setQueriesData<Section[]>({ queryKey: boardSectionsKey(section.board_id) }, (list) =>
        list ? [...list.filter((s) => s.id !== section.id), section] : list,
      );
      return queryClient.invalidateQueries({ queryKey: boardSectionsKey(section.board_id) });
    },
  };
}

export function useCreateSection(api: ApiClient) {
  return useMutation(createSectionMutation(useQueryClient(), api));
}
