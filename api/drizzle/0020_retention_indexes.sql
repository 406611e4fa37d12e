-- The clean-up of what is kept only for a while (AuthService.pruneExpiredRecords) finds its rows by these rather than
-- a scan: phone certifications a day past their code's expiry, staff and editor sessions (login records) past 3 months.
CREATE INDEX "phone_cert_expires_idx" ON "phone_certifications" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_created_idx" ON "staff_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "editor_sessions_created_idx" ON "editor_sessions" USING btree ("created_at");
