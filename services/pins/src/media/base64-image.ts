import { MediaErrors } from './media.errors.js';

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Decodes image_base64: raw base64 (standard or URL-safe alphabet) or a `data:...;base64,` URL.
 * Anything else is 'Invalid Image'; whether the bytes are an image is sharp's call later.
 */
export function decodeBase64Image(value: unknown, maxBytes: number): Buffer {
  if (typeof value !== 'string') throw MediaErrors.invalidImage();
  const prefix = DATA_URL.exec(value);
  const body = (prefix ? value.slice(prefix[0].length) : value).replace(/\s+/g, '');
  if (!body || !BASE64.test(body) || body.length % 4 === 1) throw MediaErrors.invalidImage();
  // Checked on the encoded length first so that a huge string is never decoded.
  if (Math.floor((body.length * 3) / 4) > maxBytes + 2) throw MediaErrors.tooLarge();
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) throw MediaErrors.invalidImage();
  if (bytes.length > maxBytes) throw MediaErrors.tooLarge();
  return bytes;
}
