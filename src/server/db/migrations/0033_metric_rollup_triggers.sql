-- The metrics' hourly rollups (docs/metrics.md) are kept in step with their source rows by
-- statement-level triggers: every INSERT, UPDATE or DELETE of `order`, `checkout` and
-- `subscription` appends the signed change of its rows' contributions (new rows added, old rows
-- subtracted), summed per key and UTC hour, in the writing transaction. Rows are only appended,
-- so concurrent writers never overwrite each other's sums; a rolled-back write leaves nothing.
-- `*_metric_delta(row, sign)` is the one definition of a row's contribution (the same figures as
-- the raw queries of the modules' metrics-repository.ts). The triggers are created before the
-- backfill, in the migration's transaction: their lock holds writers off until it commits.

-- A paid order adds 1 order, its amount after discount before tax, and what was refunded of it.
CREATE FUNCTION order_metric_delta(o "order", sign integer)
RETURNS TABLE (organization_id text, currency text, product_id uuid, billing_reason text, hour timestamptz,
  orders bigint, net bigint, refunded bigint)
LANGUAGE sql STABLE AS $$
  SELECT o.organization_id, o.currency, o.product_id, o.billing_reason,
    date_trunc('hour', o.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    sign::bigint, sign * (o.subtotal_amount - o.discount_amount), sign * o.refunded_amount
  WHERE o.status IN ('paid', 'partially_refunded', 'refunded')
$$;
--> statement-breakpoint
CREATE FUNCTION order_metric_rollup_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_metric_rollup (organization_id, currency, product_id, billing_reason, hour, orders, net, refunded)
    SELECT d.organization_id, d.currency, d.product_id, d.billing_reason, d.hour, sum(d.orders), sum(d.net), sum(d.refunded)
    FROM new_rows r CROSS JOIN LATERAL order_metric_delta(r, 1) d
    GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_metric_rollup (organization_id, currency, product_id, billing_reason, hour, orders, net, refunded)
    SELECT d.organization_id, d.currency, d.product_id, d.billing_reason, d.hour, sum(d.orders), sum(d.net), sum(d.refunded)
    FROM old_rows r CROSS JOIN LATERAL order_metric_delta(r, -1) d
    GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO order_metric_rollup (organization_id, currency, product_id, billing_reason, hour, orders, net, refunded)
    SELECT d.organization_id, d.currency, d.product_id, d.billing_reason, d.hour, sum(d.orders), sum(d.net), sum(d.refunded)
    FROM (
      SELECT d.* FROM new_rows r CROSS JOIN LATERAL order_metric_delta(r, 1) d
      UNION ALL
      SELECT d.* FROM old_rows r CROSS JOIN LATERAL order_metric_delta(r, -1) d
    ) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.orders) <> 0 OR sum(d.net) <> 0 OR sum(d.refunded) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_metric_rollup_insert AFTER INSERT ON "order"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_metric_rollup_write();
--> statement-breakpoint
CREATE TRIGGER order_metric_rollup_update AFTER UPDATE ON "order"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_metric_rollup_write();
--> statement-breakpoint
CREATE TRIGGER order_metric_rollup_delete AFTER DELETE ON "order"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_metric_rollup_write();
--> statement-breakpoint
INSERT INTO order_metric_rollup (organization_id, currency, product_id, billing_reason, hour, orders, net, refunded, compacted)
SELECT d.organization_id, d.currency, d.product_id, d.billing_reason, d.hour, sum(d.orders), sum(d.net), sum(d.refunded), true
FROM "order" r CROSS JOIN LATERAL order_metric_delta(r, 1) d
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint

-- A checkout adds 1 checkout, and 1 succeeded one when it was paid.
CREATE FUNCTION checkout_metric_delta(c checkout, sign integer)
RETURNS TABLE (organization_id text, currency text, product_id uuid, hour timestamptz, checkouts bigint, succeeded bigint)
LANGUAGE sql STABLE AS $$
  SELECT c.organization_id, c.currency, c.product_id,
    date_trunc('hour', c.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    sign::bigint, CASE WHEN c.status = 'succeeded' THEN sign ELSE 0 END::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION checkout_metric_rollup_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO checkout_metric_rollup (organization_id, currency, product_id, hour, checkouts, succeeded)
    SELECT d.organization_id, d.currency, d.product_id, d.hour, sum(d.checkouts), sum(d.succeeded)
    FROM new_rows r CROSS JOIN LATERAL checkout_metric_delta(r, 1) d
    GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO checkout_metric_rollup (organization_id, currency, product_id, hour, checkouts, succeeded)
    SELECT d.organization_id, d.currency, d.product_id, d.hour, sum(d.checkouts), sum(d.succeeded)
    FROM old_rows r CROSS JOIN LATERAL checkout_metric_delta(r, -1) d
    GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO checkout_metric_rollup (organization_id, currency, product_id, hour, checkouts, succeeded)
    SELECT d.organization_id, d.currency, d.product_id, d.hour, sum(d.checkouts), sum(d.succeeded)
    FROM (
      SELECT d.* FROM new_rows r CROSS JOIN LATERAL checkout_metric_delta(r, 1) d
      UNION ALL
      SELECT d.* FROM old_rows r CROSS JOIN LATERAL checkout_metric_delta(r, -1) d
    ) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.checkouts) <> 0 OR sum(d.succeeded) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER checkout_metric_rollup_insert AFTER INSERT ON checkout
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION checkout_metric_rollup_write();
--> statement-breakpoint
CREATE TRIGGER checkout_metric_rollup_update AFTER UPDATE ON checkout
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION checkout_metric_rollup_write();
--> statement-breakpoint
CREATE TRIGGER checkout_metric_rollup_delete AFTER DELETE ON checkout
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION checkout_metric_rollup_write();
--> statement-breakpoint
INSERT INTO checkout_metric_rollup (organization_id, currency, product_id, hour, checkouts, succeeded, compacted)
SELECT d.organization_id, d.currency, d.product_id, d.hour, sum(d.checkouts), sum(d.succeeded), true
FROM checkout r CROSS JOIN LATERAL checkout_metric_delta(r, 1) d
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint

-- A started subscription's changes, as subscriptionBucketsSql weighs them: `active` ±1 (start,
-- end), `committed` ±1 (start; cancellation or end), `mrr` ± its monthly amount (paying from the
-- end of its trial until its end), `cmrr` (the same until canceled), `trial` (during its trial),
-- and 1 to `new`, `churned` and `canceled:<reason>` at the instant they happen.
CREATE FUNCTION subscription_metric_delta(s subscription, sign integer)
RETURNS TABLE (organization_id text, currency text, product_id uuid, kind text, hour timestamptz, w numeric)
LANGUAGE sql STABLE AS $$
  SELECT s.organization_id, s.currency, s.product_id, e.kind,
    date_trunc('hour', e.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', sign * e.w
  FROM (SELECT greatest(s.started_at, s.trial_end) AS paying_at,
      s.amount::numeric * CASE s.recurring_interval WHEN 'day' THEN 365 WHEN 'week' THEN 52 WHEN 'month' THEN 12 ELSE 1 END
        / (12 * greatest(s.recurring_interval_count, 1)) AS monthly) a
  CROSS JOIN LATERAL (SELECT
      CASE WHEN s.ended_at IS NOT NULL AND s.ended_at <= a.paying_at THEN NULL ELSE a.paying_at END AS pays_at,
      CASE WHEN s.canceled_at IS NULL THEN s.ended_at
        ELSE least(s.ended_at, greatest(s.started_at, s.canceled_at)) END AS uncommitted_at) b
  CROSS JOIN LATERAL (SELECT CASE WHEN s.canceled_at IS NULL THEN s.ended_at
      ELSE least(s.ended_at, greatest(b.pays_at, s.canceled_at)) END AS committed_pay_end) c
  CROSS JOIN LATERAL (VALUES
    (s.started_at, 'active', 1::numeric), (s.ended_at, 'active', -1::numeric),
    (s.started_at, 'committed', 1::numeric), (b.uncommitted_at, 'committed', -1::numeric),
    (b.pays_at, 'mrr', a.monthly), (CASE WHEN b.pays_at IS NOT NULL THEN s.ended_at END, 'mrr', -a.monthly),
    (b.pays_at, 'cmrr', a.monthly),
    (CASE WHEN b.pays_at IS NOT NULL THEN c.committed_pay_end END, 'cmrr', -a.monthly),
    (CASE WHEN a.paying_at > s.started_at THEN s.started_at END, 'trial', a.monthly),
    (CASE WHEN a.paying_at > s.started_at THEN least(a.paying_at, s.ended_at) END, 'trial', -a.monthly),
    (s.started_at, 'new', 1::numeric), (s.ended_at, 'churned', 1::numeric),
    (s.canceled_at, 'canceled:' || coalesce(s.customer_cancellation_reason, ''), 1::numeric)
  ) AS e(at, kind, w)
  WHERE s.started_at IS NOT NULL AND e.at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION subscription_metric_rollup_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO subscription_metric_rollup (organization_id, currency, product_id, kind, hour, w)
    SELECT d.organization_id, d.currency, d.product_id, d.kind, d.hour, sum(d.w)
    FROM new_rows r CROSS JOIN LATERAL subscription_metric_delta(r, 1) d
    GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO subscription_metric_rollup (organization_id, currency, product_id, kind, hour, w)
    SELECT d.organization_id, d.currency, d.product_id, d.kind, d.hour, sum(d.w)
    FROM old_rows r CROSS JOIN LATERAL subscription_metric_delta(r, -1) d
    GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO subscription_metric_rollup (organization_id, currency, product_id, kind, hour, w)
    SELECT d.organization_id, d.currency, d.product_id, d.kind, d.hour, sum(d.w)
    FROM (
      SELECT d.* FROM new_rows r CROSS JOIN LATERAL subscription_metric_delta(r, 1) d
      UNION ALL
      SELECT d.* FROM old_rows r CROSS JOIN LATERAL subscription_metric_delta(r, -1) d
    ) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.w) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER subscription_metric_rollup_insert AFTER INSERT ON subscription
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_metric_rollup_write();
--> statement-breakpoint
CREATE TRIGGER subscription_metric_rollup_update AFTER UPDATE ON subscription
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_metric_rollup_write();
--> statement-breakpoint
CREATE TRIGGER subscription_metric_rollup_delete AFTER DELETE ON subscription
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_metric_rollup_write();
--> statement-breakpoint
INSERT INTO subscription_metric_rollup (organization_id, currency, product_id, kind, hour, w, compacted)
SELECT d.organization_id, d.currency, d.product_id, d.kind, d.hour, sum(d.w), true
FROM subscription r CROSS JOIN LATERAL subscription_metric_delta(r, 1) d
GROUP BY 1, 2, 3, 4, 5;
