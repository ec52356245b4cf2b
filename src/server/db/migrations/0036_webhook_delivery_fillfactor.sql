-- Deliveries are updated twice right after they are inserted: the claim's hold (`locked_until`,
-- `locked_by`, no indexed column) and then the outcome. With full pages the hold was written as a
-- new row version elsewhere, with a new entry in each of the table's four indexes, which every
-- later claim's index scan then had to step over until VACUUM. Half-full pages leave room for the
-- hold to be a heap-only (HOT) update on the same page, with no index entry. Applies to pages
-- written from now on; existing rows are not moved.
ALTER TABLE "webhook_delivery" SET (fillfactor = 50);
