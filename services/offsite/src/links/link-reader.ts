import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { fetchPublic, InjectConfig } from '@pinboard/service-kit';
import type { OffsiteConfig } from '../config.js';
import { LinkPages, type ClaimedLink } from './link-pages.js';
import { productOfPage } from './product-page.js';

const HTML = /^(text\/html|application\/xhtml\+xml)\b/i;

/**
 * Reads the links due, a few at once, apart from the events that noted them: a page that answers
 * slowly or not at all holds up only its own reader. Pages are fetched as service-kit's
 * fetchPublic does (never an internal address; time and size bounded).
 */
@Injectable()
export class LinkReader implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LinkReader.name);
  private stopped = false;
  private readers: Promise<void>[] = [];
  private wake: (() => void) | null = null;

  constructor(
    private readonly pages: LinkPages,
    @InjectConfig() private readonly config: OffsiteConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.readers = Array.from({ length: this.config.OFFSITE_READ_CONCURRENCY }, () => this.run());
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await Promise.all(this.readers);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let link: ClaimedLink | undefined;
      try {
        [link] = await this.pages.claim(1);
        if (link) await this.readOne(link);
      } catch (err) {
        this.logger.warn(`reading links: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (!link && !this.stopped) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.config.OFFSITE_READ_POLL_MS);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async readOne(link: ClaimedLink): Promise<void> {
    let html: string | null;
    try {
      const page = await fetchPublic(link.url, {
        allowPrivate: this.config.OFFSITE_ALLOW_PRIVATE_FETCH,
        timeoutMs: this.config.OFFSITE_FETCH_TIMEOUT_MS,
        maxBytes: this.config.OFFSITE_PAGE_MAX_BYTES,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        userAgent: 'PinboardLinkReader/1.0',
      });
      html = page.contentType && HTML.test(page.contentType) ? page.body.toString('utf8') : null;
    } catch (err) {
      this.logger.debug(`${link.url}: ${err instanceof Error ? err.message : String(err)}`);
      await this.pages.failed(link);
      return;
    }
    // Not a web page (an image, a PDF): it sells nothing here.
    await this.pages.read(link.url, html === null ? null : productOfPage(html));
  }
}
