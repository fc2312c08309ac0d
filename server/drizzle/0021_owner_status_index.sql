-- A member's desires of one status, newest first: the feeds' status filter walks it per owner (the
-- Following tab, a profile, my desires) and reads only the rows of that status instead of ten times as
-- many. The INCLUDE columns are those the visibility rule and the popular order read, so that the walk
-- stays in the index; not the categories, so that a walk for a category keeps to desires_user_created_idx
-- (ordered by date alone, it stops after a page) rather than sorting an owner's every row from this one.
CREATE INDEX "desires_user_status_created_idx" ON "desires" USING btree ("user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("visibility","reactions_count","comments_count","hidden_reason");
