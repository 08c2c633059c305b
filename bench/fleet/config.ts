/** The fleet benchmark's settings (env), goals and targets: what fleet.ts runs and its parts read. */
import { HOUSTON_BOOKING } from '../../src/server/test/orders';

/**
 * Fine enough between 100 and 500 drivers, where both builds have stopped on a quiet machine, that
 * the fleet goal's ratio (now over before the group commit) is resolved rather than rounded to a
 * power of two: since both builds held 300 on PostgreSQL, 400 tells 1.33 from 1.0. With 75 as
 * well, a run of both PostgreSQL targets with the baseline took 13 min.
 */
export const STEPS = (process.env.FLEET_STEPS ?? '25,50,100,150,200,300,400,500').split(',').map(Number);
export const STEP_SECONDS = Number(process.env.FLEET_STEP_SECONDS ?? 15);
/** How often each driver moves its job one status on (spread over the drivers). */
export const JOB_STEP_SECONDS = Number(process.env.FLEET_JOB_STEP_SECONDS ?? 30);
/** How often each dispatcher reads the dispatch map; 0 reads it never (to see its share of a step). */
export const MAP_SECONDS = Number(process.env.FLEET_MAP_SECONDS ?? 10);
export const SOCKETS_PER_CLIENT = 4;
/** One dispatcher's console per this many drivers (each hears every event; fewer shows the fan-out's share). */
export const DRIVERS_PER_DISPATCHER = Number(process.env.FLEET_DRIVERS_PER_DISPATCHER ?? 10);
export const GOAL = { apiP99: 100, deliveryP99: 250 };
export const NATS_URL = process.env.FLEET_NATS_URL ?? 'nats://127.0.0.1:4222';
/** Raised for a simulation from one address (the defaults guard against one abusive client). */
export const SIMULATION_LIMITS = { WS_MAX_SOCKETS_PER_IP: '100000', WS_MAX_SOCKETS_PER_SESSION: '10' };

/**
 * The position path before the group commit, for the fleet goal's baseline in the same run: one
 * fix per transaction, as many at once as the pool has connections, each reading its order for
 * the ETA. (The session lookups stay
 * batched, as they are for every request; the rest of the tree is the same.) FLEET_BASELINE=0
 * leaves the baseline out.
 */
export const BEFORE_GROUP_COMMIT = {
  POSITION_BATCH_MAX: '1',
  POSITION_BATCHES_IN_FLIGHT: '10',
  POSITION_BATCH_OVERLAP_MS: '0',
  POSITION_ETA_INPUTS_REMEMBERED: 'false',
};
export const BASELINE = process.env.FLEET_BASELINE !== '0';
/** The settings of the position path a server process takes from the fleet's environment. */
export const POSITION_SETTINGS = [
  'POSITION_BATCH_MAX',
  'POSITION_BATCH_WINDOW_MS',
  'POSITION_BATCHES_IN_FLIGHT',
  'POSITION_BATCH_OVERLAP_MS',
  'POSITION_ETA_INPUTS_REMEMBERED',
];

/**
 * Processes per PostgreSQL target: 2 sharing one port where Node can (SO_REUSEPORT, `reusePort`,
 * came in Node 22.12), else 1 (the target's name says how many); FLEET_PROCESSES chooses.
 */
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const REUSE_PORT = major > 22 || (major === 22 && minor >= 12);
const PG_PROCESSES = Number(process.env.FLEET_PROCESSES ?? (REUSE_PORT ? 2 : 1));

export interface Target {
  id: string;
  name: string;
  postgres: boolean;
  processes: number;
  bus: string;
  goalDrivers: number;
  goalRssMb: number;
}
export const TARGETS: Target[] = [
  {
    id: 'pglite',
    name: 'PGlite',
    postgres: false,
    processes: 1,
    bus: 'notify',
    goalDrivers: 100,
    goalRssMb: 300,
  },
  {
    id: 'notify',
    name: `PostgreSQL, NOTIFY, ${PG_PROCESSES} proc`,
    postgres: true,
    processes: PG_PROCESSES,
    bus: 'notify',
    goalDrivers: 500,
    goalRssMb: 200,
  },
  {
    id: 'nats',
    name: `PostgreSQL, NATS, ${PG_PROCESSES} proc`,
    postgres: true,
    processes: PG_PROCESSES,
    bus: NATS_URL,
    goalDrivers: 500,
    goalRssMb: 200,
  },
];

/** A booking with hand-over contacts, and the proof those contacts satisfy (as the API tests use). */
export const BOOKING = { ...HOUSTON_BOOKING, itemDescription: 'Fleet parcel' };
