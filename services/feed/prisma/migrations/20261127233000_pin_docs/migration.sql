-- Pin docs: each Pin as its last pins event described it, so that feed answers a page without
-- asking pins. A board's copy and a link's product change without a pin event: they are kept
-- apart, from their own events, and joined when a page is read.
CREATE TABLE "feed_pin_docs" (
    "pin_id" BIGINT NOT NULL,
    "board_id" BIGINT NOT NULL,
    "link" TEXT,
    "version" SMALLINT NOT NULL,
    "doc" JSONB NOT NULL,

    CONSTRAINT "feed_pin_docs_pkey" PRIMARY KEY ("pin_id")
);

ALTER TABLE "feed_pin_docs" ADD CONSTRAINT "feed_pin_docs_pin_id_fkey" FOREIGN KEY ("pin_id") REFERENCES "feed_pins"("pin_id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "board_copies" (
    "board_id" BIGINT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "privacy" TEXT NOT NULL,

    CONSTRAINT "board_copies_pkey" PRIMARY KEY ("board_id")
);

CREATE TABLE "link_products" (
    "url" TEXT NOT NULL,
    "product" JSONB NOT NULL,

    CONSTRAINT "link_products_pkey" PRIMARY KEY ("url")
);
