import { Injectable } from '@nestjs/common';
import type { ImageSpec } from '@pinboard/contracts';
import { InjectConfig } from '@pinboard/service-kit';
import type { PinsConfig } from '../config.js';
import { decodeBase64Image } from './base64-image.js';
import { fetchImage } from './image-fetcher.js';
import { processImage } from './image-processor.js';
import { MediaStore } from './media-store.js';
import { ProcessingSlots } from './processing-slots.js';

export interface ImageSource {
  image_url?: string;
  image_base64?: string;
}

export interface StoredImage {
  /** The content address of the stored files (sha256 of the bytes received). */
  signature: string;
  /** The perceptual hash: a Pin's image_signature. */
  perceptualHash: string;
  dominantColor: string;
  /** The grid rendition and the stored original (a Pin's orig and originals). */
  images: { '236x': ImageSpec; orig: ImageSpec };
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
    const bytes = await this.readSource(source);
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
