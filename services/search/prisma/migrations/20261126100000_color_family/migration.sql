-- The colour filter (SPEC §2.1 colors): each Pin's dominant colour (0xRRGGBB) in one of the 12
-- families of the palette, numbered by their place in SEARCH_COLORS
-- (packages/contracts/src/search/colors.ts): 0 red, 1 orange, 2 yellow, 3 green, 4 teal, 5 blue,
-- 6 purple, 7 pink, 8 white, 9 gray, 10 black, 11 brown. Decided here only, by hue, saturation and
-- lightness (HSL): the nearly colourless are white, gray or black by lightness; dark reds and
-- oranges, and muted oranges, are brown; light reds are pink; the rest by hue.
CREATE FUNCTION "color_family"(rgb INTEGER) RETURNS SMALLINT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT (CASE
           WHEN l < 0.12 THEN 10
           WHEN l > 0.94 THEN 8
           WHEN chroma < 0.1 OR s < 0.15 THEN CASE WHEN l >= 0.88 THEN 8 WHEN l < 0.22 THEN 10 ELSE 9 END
           WHEN (h < 45 OR h >= 345) AND l < 0.3 THEN 11
           WHEN h >= 15 AND h < 45 AND (l < 0.45 OR (s < 0.5 AND l < 0.7)) THEN 11
           WHEN h < 15 OR h >= 345 THEN CASE WHEN l >= 0.7 THEN 7 ELSE 0 END
           WHEN h < 45 THEN 1
           WHEN h < 70 THEN 2
           WHEN h < 160 THEN 3
           WHEN h < 200 THEN 4
           WHEN h < 255 THEN 5
           WHEN h < 290 THEN 6
           ELSE 7
         END)::smallint
         FROM (SELECT l, chroma,
                      CASE WHEN chroma = 0 THEN 0 ELSE chroma / (1 - abs(2 * l - 1)) END AS s,
                      CASE WHEN chroma = 0 THEN 0
                           WHEN hi = r THEN mod((60 * (g - b) / chroma + 360)::numeric, 360)
                           WHEN hi = g THEN 60 * ((b - r) / chroma + 2)
                           ELSE 60 * ((r - g) / chroma + 4) END AS h
               FROM (SELECT r, g, b, hi, hi - lo AS chroma, (hi + lo) / 2 AS l
                     FROM (SELECT r, g, b, greatest(r, g, b) AS hi, least(r, g, b) AS lo
                           FROM (SELECT ((rgb >> 16) & 255) / 255.0 AS r, ((rgb >> 8) & 255) / 255.0 AS g,
                                        (rgb & 255) / 255.0 AS b) AS channels) AS extremes) AS hsl) AS d $$;

-- Generated, so every way a row is written (an insert, a refreshed original, a replay) keeps it.
ALTER TABLE "pin_docs" ADD COLUMN "color_family" SMALLINT
  GENERATED ALWAYS AS ("search".color_family("color_rgb")) STORED;
ALTER TABLE "root_docs" ADD COLUMN "color_family" SMALLINT
  GENERATED ALWAYS AS ("search".color_family("color_rgb")) STORED;

-- A colour-filtered search walks one family's originals in static_rank order (see the static_rank
-- migration), as an unfiltered one walks root_docs_static_rank_idx. Own Pins (pin_docs) are
-- already narrowed to one person.
CREATE INDEX "root_docs_color_family_static_rank_idx"
  ON "root_docs"("color_family", "static_rank" DESC, "root_id" DESC);
