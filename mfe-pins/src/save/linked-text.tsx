import { Link } from 'react-router';
import { textPieces, type LinkedText } from './saved-places';

interface LinkedTextViewProps {
  text: LinkedText;
  linkClassName: string;
  /** Called as a link is followed (a modal closes itself). */
  onNavigate?: () => void;
}

/** A text whose names link to their pages (the toast after a save, the closeup's saved places). */
export function LinkedTextView({ text, linkClassName, onNavigate }: LinkedTextViewProps) {
  return (
    <>
      {textPieces(text).map((piece, i) =>
        piece.url ? (
          <Link key={i} className={linkClassName} to={piece.url} onClick={onNavigate}>
            {piece.text}
          </Link>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
