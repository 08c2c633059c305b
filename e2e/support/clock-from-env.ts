/**
 * Imported first by serve.ts, before the app's modules load: with E2E_CLOCK_START set, the
 * server's clock starts at that instant (test-clock.ts says why and for whom).
 */
import { installTestClock } from './test-clock';

const start = process.env.E2E_CLOCK_START;
if (start) {
  const { offsetMs } = installTestClock(start);
  console.log(`e2e: the clock starts at ${start} (${Math.round(offsetMs / 60_000)} min from the machine's)`);
}
