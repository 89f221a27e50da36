import { Text } from 'gestalt';
import { Link } from 'react-router';
import { hashtagParts, hashtagSearchUrl } from '@pinboard/contracts/web';

/** A description whose hashtags link to their search (SPEC §5). */
export function HashtagText({ text }: { text: string }) {
  return (
    <Text>
      {hashtagParts(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link key={index} to={hashtagSearchUrl(part.tag)} className="pb-hashtag">
            {part.text}
          </Link>
        ),
      )}
    </Text>
  );
}
