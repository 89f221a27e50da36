-- Ads serve only for ad accounts billing has an ACTIVE billing profile for (billing.profile.created,
-- consumed by ads-billing; a new durable replays the stream, so existing profiles count).
ALTER TABLE "ad_accounts" ADD COLUMN "billing_ready" BOOLEAN NOT NULL DEFAULT false;
