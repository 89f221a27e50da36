/** The upload URL (VIPResource create's upload_url) in the OpenAPI document. */
import { LoginTexts, PinTexts, uploadStateSchema } from '@pinboard/contracts';
import type { V3Call } from '../openapi/openapi-document.js';

export const UPLOAD_CALLS: Record<string, V3Call[]> = {
  '/v3/uploads/{upload_id}/': [
    {
      method: 'post',
      operationId: 'v3_upload_file',
      summary:
        "An upload's file (VIPResource create, or POST /v5/media, gives its upload_url), as multipart, with the session (and X-CSRFToken) or an access token with pins:write (Authorization: Bearer, no X-CSRFToken): upload_parameters as fields, the file as `file`. Checked at once: the answer is the upload's state, succeeded; a file that is not what the upload is for answers 400 with the reason, and the upload is spent. 409 once the upload has its file; 413 past max_bytes.",
      reply: uploadStateSchema,
      login: LoginTexts.toCreate,
      notFound: PinTexts.uploadNotFound,
      file: true,
      accessToken: 'pins:write',
    },
  ],
};
