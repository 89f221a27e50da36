import { Heading, IconButton } from 'gestalt';

interface RepinHeaderProps {
  title: string;
  /** Back to the previous view; null where there is none. */
  onBack: (() => void) | null;
  onClose(): void;
}

/** The modal's title between a back button (where there is a way back) and a close button. */
export function RepinHeader({ title, onBack, onClose }: RepinHeaderProps) {
  return (
    <div className="pb-repin__header">
      <div className="pb-repin__header-side">
        {onBack ? (
          <IconButton icon="arrow-back" accessibilityLabel="Back" size="md" onClick={onBack} />
        ) : null}
      </div>
      <Heading size="400" accessibilityLevel={1} align="center" lineClamp={1}>
        {title}
      </Heading>
      <div className="pb-repin__header-side">
        <IconButton icon="cancel" accessibilityLabel="Close" size="md" onClick={onClose} />
      </div>
    </div>
  );
}
