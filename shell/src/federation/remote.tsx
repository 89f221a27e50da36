import type { ReactElement, ReactNode } from 'react';
import { moduleId } from './remote-registry';
import { RemoteSlot } from './remote-slot';

interface ModuleSlotProps<Exposes, M extends keyof Exposes> {
  module: M;
  props: Exposes[M];
  /**
   * Shown while the module loads and in its place when it fails (instead of the 'could not load'
   * notice): a widget such as the header's search box stays usable when its remote is down.
   */
  fallback?: ReactNode;
}

/** A remote as the shell's routes use it, typed by the remote's own exposes declaration. */
export interface RemoteHandle<Exposes> {
  /** The federation name, as /runtime-config.json names the remote. */
  name: string;
  /** One exposed module, with its props, in a failure-isolated slot. */
  Slot<M extends keyof Exposes & string>(props: ModuleSlotProps<Exposes, M>): ReactElement;
}

/**
 * `const pins = remote<PinsExposes>('mfe_pins')`, then `<pins.Slot module="PinCloseup"
 * props={{ host, pinId }} />`: module names and props are checked against the remote's
 * `src/exposes.ts`, whose types are all the shell imports of it.
 */
export function remote<Exposes extends object>(name: string): RemoteHandle<Exposes> {
  function Slot<M extends keyof Exposes & string>({ module, props, fallback }: ModuleSlotProps<Exposes, M>) {
    return (
      <RemoteSlot id={moduleId(name, module)} props={props as Exposes[M] & object} fallback={fallback} />
    );
  }
  return { name, Slot };
}
