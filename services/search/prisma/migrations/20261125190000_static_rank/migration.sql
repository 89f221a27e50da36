-- What an original's rank owes to its saves and its age, apart from the words: a Pin's score is
-- ts_rank × (1 + ln(saves) / 2) × exp(-age / two years), which is ts_rank × exp(static_rank - now
-- / two years) with static_rank = ln(1 + ln(saves) / 2) + created_at / two years. static_rank does
-- not age, so an index keeps it in order: a query walks it and stops after enough matches, however
-- many Pins carry its words.
-- IMMUTABLE: an instant's epoch does not depend on the time zone.
CREATE FUNCTION "static_rank"(saves INTEGER, created TIMESTAMPTZ) RETURNS FLOAT8
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ln(1 + 0.5 * ln(greatest(saves, 1))) + extract(epoch FROM created)::float8 / 63072000 $$;

ALTER TABLE "root_docs" ADD COLUMN "static_rank" FLOAT8
  GENERATED ALWAYS AS ("search".static_rank("saves", "created_at")) STORED;

CREATE INDEX "root_docs_static_rank_idx" ON "root_docs"("static_rank" DESC, "root_id" DESC);
