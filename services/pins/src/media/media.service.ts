import { Injectable } from '@nestjs/common';
import { PinTexts, VIDEO_DURATION_MAX, VIDEO_DURATION_MIN, imageSpecSchema } from '@pinboard/contracts';
import { z } from 'zod';
import { InjectConfig, ServiceError } from '@pinboard/service-kit';
import type { PinsConfig } from '../config.js';
import { decodeBase64Image } from './base64-image.js';
import { fetchImage } from './image-fetcher.js';
import { processImage } from './image-processor.js';
import { MediaErrors } from './media.errors.js';
import { MediaStore } from './media-store.js';
import { ProcessingSlots } from './processing-slots.js';
import { probeVideo, type ProbedVideo } from './video-probe.js';

export interface ImageSource {
  image_url?: string;
  image_base64?: string;
}

/** A stored image: what a Pin's image columns hold, and an uploaded picture keeps (as JSON) till its Pin. */
export const storedImageSchema = z.object({
  /** The content address of the stored files (sha256 of the bytes received). */
  signature: z.string(),
  /** The perceptual hash: a Pin's image_signature. */
  perceptualHash: z.string(),
  dominantColor: z.string(),
  /** The grid rendition and the stored original (a Pin's orig and originals). */
  images: z.object({ '236x': imageSpecSchema, orig: imageSpecSchema }),
});
export type StoredImage = z.output<typeof storedImageSchema>;

export interface StoredVideo extends ProbedVideo {
  url: string;
}

/** The media pipeline: get the bytes, check and resize them, store the files, answer the specs. */
@Injectable()
export class MediaService {
  private readonly store: MediaStore;
  private readonly processing: ProcessingSlots;

  constructor(@InjectConfig() private readonly config: PinsConfig) {
    this.store = new MediaStore(config.MEDIA_ROOT, config.MEDIA_ADDRESS_KEY);
    this.processing = new ProcessingSlots(
      config.IMAGE_PROCESSING_CONCURRENCY,
      config.IMAGE_PROCESSING_QUEUE_MAX,
    );
  }

  async ingest(source: ImageSource): Promise<StoredImage> {
    return this.ingestBytes(await this.readSource(source));
  }

  /** An image's bytes (an uploaded picture, a fetched or decoded one) checked, resized and stored. */
  async ingestBytes(bytes: Buffer): Promise<StoredImage> {
    const image = await this.processing.run(() => processImage(bytes));
    const thumb = this.store.locate('236x', image.signature, 'jpg');
    const orig = this.store.locate('originals', image.signature, 'jpg');
    await this.store.put(thumb, image.thumb.data);
    await this.store.put(orig, image.orig.data);
    return {
      signature: image.signature,
      perceptualHash: image.perceptualHash,
      dominantColor: image.dominantColor,
      images: {
        '236x': { url: thumb.url, width: image.thumb.width, height: image.thumb.height },
        orig: { url: orig.url, width: image.orig.width, height: image.orig.height },
      },
    };
  }

  /**
   * A picture already stored (an Idea Pin's page that becomes its first) made a Pin's image again:
   * its grid rendition and signatures come from its stored original.
   */
  async ingestStored(url: string): Promise<StoredImage> {
    const bytes = await this.store.read(url);
    if (bytes === null) throw MediaErrors.invalidImage();
    return this.ingestBytes(bytes);
  }

  /**
   * An uploaded video file checked (MP4 or QuickTime with a picture, between the shortest and
   * longest allowed) and moved into the stored videos, named by its content like the images.
   */
  async storeVideo(path: string): Promise<StoredVideo> {
    const video = await probeVideo(path);
    if (video.durationSeconds < VIDEO_DURATION_MIN) throw ServiceError.validation(PinTexts.videoTooShort);
    if (video.durationSeconds > VIDEO_DURATION_MAX) throw ServiceError.validation(PinTexts.videoTooLong);
    const file = this.store.locate('videos', video.sha256, 'mp4');
    await this.store.moveIn(file, path);
    return { ...video, url: file.url };
  }

  /** Stored videos no Pin names (an upload never made into one): their files go. */
  async removeVideos(urls: readonly string[]): Promise<void> {
    for (const url of urls) await this.store.remove(url);
  }

  private readSource(source: ImageSource): Promise<Buffer> | Buffer {
    if (source.image_url) {
      return fetchImage(source.image_url, {
        allowPrivate: this.config.MEDIA_ALLOW_PRIVATE_FETCH,
        timeoutMs: this.config.MEDIA_FETCH_TIMEOUT_MS,
        maxBytes: this.config.IMAGE_MAX_BYTES,
      });
    }
    return decodeBase64Image(source.image_base64, this.config.IMAGE_MAX_BYTES);
  }
}
