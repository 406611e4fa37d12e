-- The login records' clean-up (3 months, the privacy policy) finds old sessions by this index rather than a scan.
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");
