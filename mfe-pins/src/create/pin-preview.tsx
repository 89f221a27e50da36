import { useState } from 'react';
import { Text } from 'gestalt';

/** Live preview of the image URL being typed (the server still validates it). */
export function PinPreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const trimmed = url.trim();
  if (!trimmed || failedUrl === trimmed) {
    return (
      <div className="pb-pin-create__preview pb-pin-create__preview--empty">
        {/* Default, not subtle: gray text on the gray preview fails contrast (3.95:1). */}
        <Text align="center">
          {trimmed ? 'We could not show that image.' : 'Drop an image or video here, or paste an image URL'}
        </Text>
      </div>
    );
  }
  return (
    <div className="pb-pin-create__preview">
      <img src={trimmed} alt="Preview of the Pin image" onError={() => setFailedUrl(trimmed)} />
    </div>
  );
}
