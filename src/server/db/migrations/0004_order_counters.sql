CREATE TABLE "daily_deliveries" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_deliveries_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"slot" smallint NOT NULL,
	"status" varchar(20) NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"total_cost" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_status_counts_slot_status_pk" PRIMARY KEY("slot","status")
);
--> statement-breakpoint
-- custom SQL (keep on merge): the trigger that keeps the counters, and the counts of existing orders.
CREATE OR REPLACE FUNCTION orders_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.total_cost = NEW.total_cost
     AND OLD.delivered_at IS NOT DISTINCT FROM NEW.delivered_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_status_counts AS c (slot, status, orders, total_cost)
      VALUES (s, OLD.status, -1, -OLD.total_cost)
      ON CONFLICT (slot, status) DO UPDATE
        SET orders = c.orders + excluded.orders, total_cost = c.total_cost + excluded.total_cost;
    IF OLD.status = 'delivered' AND OLD.delivered_at IS NOT NULL THEN
      INSERT INTO daily_deliveries AS d (day, slot, orders)
        VALUES ((OLD.delivered_at AT TIME ZONE 'America/Chicago')::date, s, -1)
        ON CONFLICT (day, slot) DO UPDATE SET orders = d.orders + excluded.orders;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_status_counts AS c (slot, status, orders, total_cost)
      VALUES (s, NEW.status, 1, NEW.total_cost)
      ON CONFLICT (slot, status) DO UPDATE
        SET orders = c.orders + excluded.orders, total_cost = c.total_cost + excluded.total_cost;
    IF NEW.status = 'delivered' AND NEW.delivered_at IS NOT NULL THEN
      INSERT INTO daily_deliveries AS d (day, slot, orders)
        VALUES ((NEW.delivered_at AT TIME ZONE 'America/Chicago')::date, s, 1)
        ON CONFLICT (day, slot) DO UPDATE SET orders = d.orders + excluded.orders;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_keep_counts
  AFTER INSERT OR DELETE OR UPDATE OF status, total_cost, delivered_at ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_counts();--> statement-breakpoint
-- TRUNCATE bypasses row triggers: the counters are emptied with the orders.
CREATE OR REPLACE FUNCTION orders_reset_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_counts;
  DELETE FROM daily_deliveries;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_reset_counts AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_reset_counts();--> statement-breakpoint
INSERT INTO order_status_counts (slot, status, orders, total_cost)
  SELECT 0, status, count(*), coalesce(sum(total_cost), 0) FROM orders GROUP BY status;--> statement-breakpoint
INSERT INTO daily_deliveries (day, slot, orders)
  SELECT (delivered_at AT TIME ZONE 'America/Chicago')::date, 0, count(*) FROM orders
  WHERE status = 'delivered' AND delivered_at IS NOT NULL
  GROUP BY 1;
