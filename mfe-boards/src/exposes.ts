/**
 * What mfe-boards exposes, with each module's props: the shell imports these types (never this
 * remote's code) to render `remote<BoardsExposes>('mfe_boards')`. The names are those of
 * package.json's `pinboard.exposes`, which mf-build builds from; DeclareExposes checks they match.
 */
import type { DeclareExposes, HostProps } from '@pinboard/host-contract';
import type pkg from '../package.json';

export type BoardsExposes = DeclareExposes<
  typeof pkg,
  {
    /** The route '/:username'. */
    Profile: HostProps & { username: string };
    /** The route '/:username/:slug/'; its Pins come from mfe_pins through host.renderPinFeed. */
    BoardPage: HostProps & { username: string; slug: string };
    /** The route '/:username/:slug/:section/'; its Pins come from mfe_pins through host.renderPinFeed. */
    SectionPage: HostProps & { username: string; slug: string; section: string };
    /** The route '/board/create/'. */
    BoardCreate: HostProps;
    /** The route '/board/{id}/create_section/'. */
    SectionCreate: HostProps & { boardId: string };
  }
>;
