-- An arrival belongs to the driver who arrived: when an order changes driver (declined, unassigned,
-- reassigned), its stamps go, so the next driver's wait is counted from its own arrival and the
-- client is never charged for a wait that began with someone else. One trigger, whatever the path.
CREATE OR REPLACE FUNCTION orders_arrival_stamps_follow_driver() RETURNS trigger AS $$
BEGIN
  IF NEW.driver_id IS DISTINCT FROM OLD.driver_id THEN
    NEW.pickup_arrived_at := NULL;
    NEW.delivery_arrived_at := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_arrival_stamps_follow_driver
  BEFORE UPDATE OF driver_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_arrival_stamps_follow_driver();
