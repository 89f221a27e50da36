-- SPEC §7 GET /v3/offsite/: links to these domains (and their subdomains) are not opened from the
-- product; redirect_status is the row's status.
CREATE TABLE "blocked_domains" (
    "domain" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blocked_domains_pkey" PRIMARY KEY ("domain"),
    CONSTRAINT "blocked_domains_status_check" CHECK ("status" IN ('blocked', 'suspicious', 'porn')),
    CONSTRAINT "blocked_domains_domain_check" CHECK ("domain" = lower("domain") AND "domain" NOT LIKE '%.')
);
