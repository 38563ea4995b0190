DROP INDEX "fan_ballots_address_idx";--> statement-breakpoint
DROP INDEX "fan_ballots_device_idx";--> statement-breakpoint
CREATE INDEX "fan_ballots_address_idx" ON "fan_ballots" USING btree ("address_hash","vote_id","voting_day","paid");--> statement-breakpoint
CREATE INDEX "fan_ballots_device_idx" ON "fan_ballots" USING btree ("device_hash","vote_id","voting_day","user_id");