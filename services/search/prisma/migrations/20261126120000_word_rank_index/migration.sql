-- A word's Pins in static-rank order (see PgSearchIndex.searchPins). A query takes its best 1,000
-- matches by static rank. For a common word, walking the static_rank index finds them after a few
-- thousand rows; for a rarer one the walk reads 1,000 / share rows (100,000 for a word in 1% of
-- Pins). A RUM index keeps each word's postings with the static rank attached, so a rare word's
-- best 1,000 come from the index without reading the rest. RUM is Debian's postgresql-15-rum (the
-- project installs it); on a server without it the GIN index stays and every query walks.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum SCHEMA "search";
    CREATE INDEX IF NOT EXISTS "root_docs_document_rank_idx" ON "search"."root_docs"
      USING rum ("document" "search".rum_tsvector_addon_ops, "static_rank")
      WITH (attach = 'static_rank', to = 'document', order_by_attach = 't');
    -- RUM answers @@ as GIN did: one index fewer to write on every save.
    DROP INDEX IF EXISTS "search"."root_docs_document_idx";
  END IF;
EXCEPTION WHEN OTHERS THEN
  -- Not a superuser, or a server older than the library (restart it after upgrading Postgres): the
  -- block's changes roll back and searches walk the static-rank index until the index is made.
  RAISE NOTICE 'search: no RUM word-rank index (%); searches walk the static-rank index', SQLERRM;
END $$;

-- What share of originals carry each common word, copied from Postgres's own statistics (pg_stats'
-- most common elements of root_docs.document) by refresh_word_shares(), which the service runs at
-- start and every few minutes: reading pg_stats costs about 4 ms, this table a few microseconds.
CREATE TABLE "word_shares" (
  "lexeme" TEXT NOT NULL,
  "share" REAL NOT NULL,
  CONSTRAINT "word_shares_pkey" PRIMARY KEY ("lexeme")
);

CREATE FUNCTION "refresh_word_shares"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "search"."word_shares";
  INSERT INTO "search"."word_shares" ("lexeme", "share")
  SELECT e.lexeme, e.share
  FROM pg_stats s
  CROSS JOIN LATERAL unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, share)
  WHERE s.schemaname = 'search' AND s.tablename = 'root_docs' AND s.attname = 'document'
    AND e.lexeme IS NOT NULL
  ON CONFLICT ("lexeme") DO NOTHING;
$$;

-- The share of originals a query matches, as the planner would guess it: the product of its words'
-- shares (a word missing from the statistics is rarer than every word in them: 0).
CREATE FUNCTION "match_share"(q tsquery) RETURNS float8 LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(exp(sum(ln(greatest(coalesce(w.share, 0), 1e-9)))), 0)
  FROM regexp_matches(q::text, '''((?:[^'']|'''')+)''', 'g') AS m(word)
  LEFT JOIN "search"."word_shares" w ON w.lexeme = replace(m.word[1], '''''', '''')
$$;

-- Every word of a found Pin's title and description, folded: a query that full text cannot match
-- has its unknown words replaced by the closest known ones (trigrams, see PgSearchIndex.corrected)
-- instead of comparing it with every Pin's text (300-600 ms at a million Pins; this, about 1 ms).
CREATE TABLE "words" (
  "word" TEXT NOT NULL,
  CONSTRAINT "words_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "words_word_trgm_idx" ON "words" USING GIN ("word" "search".gin_trgm_ops);
INSERT INTO "words" ("word")
SELECT DISTINCT w.word
FROM "root_docs" d CROSS JOIN LATERAL regexp_split_to_table(d.match_text, '[^[:alnum:]]+') AS w(word)
WHERE length(w.word) BETWEEN 2 AND 40;
