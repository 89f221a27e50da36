import { Button, Flex } from 'gestalt';

interface FormButtonsProps {
  /** 'Cancel' comes first when given. */
  onCancel?: () => void;
  cancelDisabled?: boolean;
  /** The red button that ends the form ('Create', 'Add', 'Done', 'Delete', or what it says meanwhile). */
  text: string;
  onClick(): void;
  disabled: boolean;
  /** 'lg' in a modal's footer; Gestalt's own 'md' by default. */
  size?: 'md' | 'lg';
}

/** A form's buttons, right-aligned: Cancel, then the red one that ends the form. */
export function FormButtons({ onCancel, cancelDisabled, text, onClick, disabled, size }: FormButtonsProps) {
  return (
    <Flex justifyContent="end" gap={{ row: 2, column: 0 }}>
      {onCancel ? <Button text="Cancel" size={size} onClick={onCancel} disabled={cancelDisabled} /> : null}
      <Button text={text} size={size} color="red" onClick={onClick} disabled={disabled} />
    </Flex>
  );
}
