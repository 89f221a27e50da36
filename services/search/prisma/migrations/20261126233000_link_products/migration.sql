-- Shopping (SPEC §3 scopes buyable_pins and shop_tool, commerce_only; filters price_min, price_max,
-- on_sale, brands): what each link's page sells, as offsite.link.scraped announces it. A Pin is a
-- product Pin while its link's page sells something; each original takes its shown save's link.
CREATE TABLE "link_products" (
    "url" TEXT NOT NULL,
    "price_micros" BIGINT NOT NULL,
    "list_price_micros" BIGINT,
    "currency" TEXT NOT NULL,
    "in_stock" BOOLEAN NOT NULL,
    "brand_folded" TEXT,

    CONSTRAINT "link_products_pkey" PRIMARY KEY ("url")
);

-- The whole link (link_domain keeps only its host). Pins indexed before this keep none until an
-- event changes them, or the index is rebuilt from the stream (README).
ALTER TABLE "pin_docs" ADD COLUMN "link" TEXT;
-- Which Pins a link's product reaches. A hash index: links are long and only ever compared whole.
CREATE INDEX "pin_docs_link_idx" ON "pin_docs" USING HASH ("link");

-- The shown save's product, copied on every refresh of the original (see refreshRootsNow).
ALTER TABLE "root_docs"
    ADD COLUMN "price_micros" BIGINT,
    ADD COLUMN "currency" TEXT,
    ADD COLUMN "on_sale" BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN "in_stock" BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN "brand_folded" TEXT;

-- A shopping search walks only the originals for sale, in static_rank order, as an unfiltered one
-- walks root_docs_static_rank_idx.
CREATE INDEX "root_docs_in_stock_static_rank_idx"
    ON "root_docs"("static_rank" DESC, "root_id" DESC) WHERE "in_stock";
