/**
 * autocannon's `setupClient` for a load that is one request per driver (the position posts): each
 * connection starts its turns through the list at a different driver, spread over the list by the
 * golden ratio, so the connections post for different drivers from their first request on, as a
 * fleet's drivers do, and as the socket load's lanes do (each has drivers of its own). Without it
 * every connection starts at the first driver and they move through the list close together,
 * several posts of one driver in flight at once, which no driver's app sends (it posts one fix at
 * a time, seconds apart).
 * CommonJS: autocannon's worker thread loads it with require().
 */
let made = 0;
module.exports = function spreadConnections(client) {
  const requests = client.opts.requests;
  if (!Array.isArray(requests) || requests.length < 2) return;
  const start = Math.floor(((made++ * 0.6180339887) % 1) * requests.length);
  client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
};
