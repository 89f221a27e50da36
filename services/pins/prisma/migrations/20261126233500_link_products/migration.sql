-- Product Pins: what each link's page sells, as the offsite service announces it
-- (offsite.link.scraped), copied onto every Pin with that link so that a read stays one row.
CREATE TABLE "link_products" (
    "url" TEXT NOT NULL,
    "product" JSONB NOT NULL,

    CONSTRAINT "link_products_pkey" PRIMARY KEY ("url")
);

ALTER TABLE "pins" ADD COLUMN "product" JSONB;

-- Which Pins a link's product reaches. A hash index: links are long and only ever compared whole.
CREATE INDEX "pins_link_idx" ON "pins" USING HASH ("link");

-- Every way a Pin is written (made, saved, imported, its link edited) takes its link's product,
-- known or not yet: one place, so that no write path can forget it.
-- (Its search_path is this schema's, fixed when it is made: the service's own sessions use another.)
CREATE FUNCTION "pin_product_of_link"() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  NEW.product := (SELECT lp.product FROM "link_products" lp WHERE lp.url = NEW.link);
  RETURN NEW;
END $$;

CREATE TRIGGER "pins_product_of_link"
  BEFORE INSERT OR UPDATE OF "link" ON "pins"
  FOR EACH ROW EXECUTE FUNCTION "pin_product_of_link"();
