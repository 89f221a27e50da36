-- More like this's same-colour tier asks for a bucket's most saved originals, ties newest first.
-- With root_id in the index the scan stops after a page; without it Postgres read and sorted the
-- whole bucket (the bench's largest, 112,000 originals: 108 ms a page).
DROP INDEX "root_docs_color_bucket_saves_idx";
CREATE INDEX "root_docs_color_bucket_saves_root_id_idx"
    ON "root_docs"("color_bucket", "saves" DESC, "root_id" DESC);
