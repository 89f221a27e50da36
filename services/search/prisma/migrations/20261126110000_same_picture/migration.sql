-- "More like this" for a picture pinned many times as separate Pins: its copies, most saved first,
-- read in order (see PgSearchIndex.similar).
CREATE INDEX "root_docs_phash_saves_idx" ON "root_docs"("phash", "saves" DESC, "root_id" DESC);
