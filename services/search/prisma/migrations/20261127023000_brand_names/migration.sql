-- The brands filter of shopping searches lists the brands found as their pages write them
-- ('IKEA', not 'ikea'); brand_folded stays what the filter matches. Products announced before
-- this show their folded brand until their page is read again.
ALTER TABLE "link_products" ADD COLUMN "brand" TEXT;
ALTER TABLE "root_docs" ADD COLUMN "brand" TEXT;
