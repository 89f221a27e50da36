-- A person's own Pins, newest first (GET /v5/pins): one index range, no sort.
CREATE INDEX "pins_pinner_id_id_idx" ON "pins" ("pinner_id", "id" DESC);
