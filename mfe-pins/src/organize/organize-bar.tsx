import { Button, Text } from 'gestalt';
import type { useOrganize } from './use-organize';

/** Above a board's grid: 'Organize', then while organizing what is picked and what to do with it. */
export function OrganizeBar({ organizer }: { organizer: ReturnType<typeof useOrganize> }) {
  if (!organizer.organizing) {
    return (
      <div className="pb-organize-bar">
        <Button text="Organize" onClick={organizer.start} />
      </div>
    );
  }
  return (
    <div className="pb-organize-bar" role="toolbar" aria-label="Organize Pins">
      <Text weight="bold">
        <span aria-live="polite">{organizer.selectionText}</span>
      </Text>
      <Button text="Select all" onClick={organizer.selectAll} />
      <Button text="Move" color="red" disabled={!organizer.canMove} onClick={organizer.chooseTarget} />
      <Button text="Done" onClick={organizer.stop} />
    </div>
  );
}
