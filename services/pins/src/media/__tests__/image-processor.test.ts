import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { ErrorCode, PinTexts } from '@pinboard/contracts';
import { ServiceError } from '@pinboard/service-kit';
import { MAX_INPUT_PIXELS, ORIGINAL_MAX_SIDE, processImage } from '../image-processor.js';
import { gradient, stripes } from './test-images.js';

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function isError(code: string, message: string) {
  return (err: unknown) => err instanceof ServiceError && err.code === code && err.message === message;
}

describe('processImage', () => {
  it('makes a 236 px wide tile and a JPEG original of the real size', async () => {
    const input = await gradient(800, 1200);
    const out = await processImage(input);
    assert.equal(out.signature, createHash('sha256').update(input).digest('hex'));
    assert.deepEqual([out.thumb.width, out.thumb.height], [236, 354]);
    assert.deepEqual([out.orig.width, out.orig.height], [800, 1200]);
    assert.equal((await sharp(out.thumb.data).metadata()).format, 'jpeg');
    assert.equal((await sharp(out.orig.data).metadata()).format, 'jpeg');
    assert.match(out.dominantColor, /^#[0-9a-f]{6}$/);
  });

  it('keeps the original within 2560 px, the tile from it all the same', async () => {
    const out = await processImage(await gradient(3200, 1600, 'jpeg'));
    assert.deepEqual([out.orig.width, out.orig.height], [ORIGINAL_MAX_SIDE, 1280]);
    assert.deepEqual([out.thumb.width, out.thumb.height], [236, 118]);
  });

  it('refuses a canvas past the pixel cap before decoding it', async () => {
    // A 7000 x 7000 PNG of one colour: a few hundred KB declaring 49 MP.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    assert.ok(7000 * 7000 > MAX_INPUT_PIXELS);
    await assert.rejects(processImage(bomb), isError(ErrorCode.InvalidImage, PinTexts.invalidImage));
  });

  it('gives the same picture, re-encoded and resized, a perceptual hash a few bits away; another picture a far one', async () => {
    const distance = (a: string, b: string) =>
      [...(BigInt(`0x${a}`) ^ BigInt(`0x${b}`)).toString(2)].filter((bit) => bit === '1').length;
    const picture = await processImage(await gradient(800, 1200));
    const resized = await processImage(
      await sharp(await gradient(800, 1200))
        .resize(400)
        .jpeg({ quality: 60 })
        .toBuffer(),
    );
    const other = await processImage(await stripes(800, 1200));
    assert.match(picture.perceptualHash, /^[0-9a-f]{16}$/);
    assert.ok(distance(picture.perceptualHash, resized.perceptualHash) <= 4, 'the same picture');
    assert.ok(distance(picture.perceptualHash, other.perceptualHash) > 16, 'another picture');
  });

  it('takes the dominant colour of a plain image', async () => {
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d01010' } })
      .png()
      .toBuffer();
    const out = await processImage(red);
    const [r, g, b] = channels(out.dominantColor);
    assert.ok(r > 180 && g < 60 && b < 60, out.dominantColor);
  });

  it('applies the EXIF rotation (orientation 6 swaps width and height)', async () => {
    const rotated = await sharp(await gradient(400, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const out = await processImage(rotated);
    assert.deepEqual([out.orig.width, out.orig.height], [200, 400]);
    assert.deepEqual([out.thumb.width, out.thumb.height], [236, 472]);
    assert.equal((await sharp(out.orig.data).metadata()).orientation, undefined);
  });

  it('flattens a transparent PNG onto white', async () => {
    const clear = await sharp({
      create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = await processImage(clear);
    // stats() reports the centre of a histogram bin, so white comes back as about #f8f8f8.
    assert.ok(
      channels(out.dominantColor).every((c) => c > 240),
      out.dominantColor,
    );
  });

  it('refuses an image under 120 px on a side', async () => {
    await assert.rejects(
      processImage(await gradient(100, 300)),
      isError(ErrorCode.ValidationFailed, PinTexts.imageTooSmall),
    );
    await assert.rejects(
      processImage(await gradient(300, 119)),
      isError(ErrorCode.ValidationFailed, PinTexts.imageTooSmall),
    );
  });

  it('accepts exactly 120 px', async () => {
    const out = await processImage(await gradient(120, 120));
    assert.deepEqual([out.orig.width, out.orig.height], [120, 120]);
  });

  it("answers 'Invalid Image' for a text file, an SVG and a truncated JPEG", async () => {
    const invalid = isError(ErrorCode.InvalidImage, PinTexts.invalidImage);
    await assert.rejects(processImage(Buffer.from('just some text, not a picture\n')), invalid);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300"/></svg>';
    await assert.rejects(processImage(Buffer.from(svg)), invalid);
    const jpeg = await gradient(400, 400, 'jpeg');
    await assert.rejects(processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))), invalid);
  });
});
