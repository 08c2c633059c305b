/**
 * Whether the process that wrote a lock is still alive, as a lock needs to know it: a process
 * killed with SIGKILL is dead from the moment the signal is sent, though `kill(pid, 0)` keeps
 * answering "alive" while the kernel tears it down and until its parent reaps it (1 to 2 s for a
 * server with a large heap, or forever under a parent that never reaps). On Linux, /proc says
 * more: a zombie, a process already exiting (PF_EXITING), one with SIGKILL pending (it runs no
 * more of its own code once the kernel delivers it), or a pid now used by a process that started
 * at another time (the lock's owner is gone, its pid reused). Elsewhere, `kill(pid, 0)`.
 */
import { readFileSync } from 'node:fs';

/** The kernel's PF_EXITING task flag (include/linux/sched.h): do_exit has begun. */
const PF_EXITING = 0x4;
const SIGKILL_BIT = 1n << 8n;

interface ProcStat {
  state: string;
  flags: number;
  /** Clock ticks after boot at which the process started: with the pid, names one process. */
  startTime: string;
}

/** undefined: no /proc here; null: no such process. */
function procStat(pid: number): ProcStat | null | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') {
      try {
        readFileSync('/proc/self/stat');
        return null;
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', flags: Number(fields[6] ?? 0), startTime: fields[19] ?? '' };
}

function sigkillPending(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    for (const name of ['SigPnd', 'ShdPnd']) {
      const hex = status.match(new RegExp(`^${name}:\\s*([0-9a-f]+)$`, 'm'))?.[1];
      if (hex && (BigInt(`0x${hex}`) & SIGKILL_BIT) !== 0n) return true;
    }
  } catch {
    // Gone between the two reads: the caller already read it as alive; the next look sees it gone.
  }
  return false;
}

/** This process's start time, to be written beside its pid (undefined without /proc). */
export function ownStartTime(): string | undefined {
  return procStat(process.pid)?.startTime;
}

function signalProbe(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` (started at `startTime`, when known) is alive and still running its own code. */
export function processAlive(pid: number, startTime?: string): boolean {
  const stat = procStat(pid);
  if (stat === undefined) return signalProbe(pid);
  if (stat === null) return false;
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  if ((stat.flags & PF_EXITING) !== 0) return false;
  if (startTime !== undefined && stat.startTime !== startTime) return false;
  return !sigkillPending(pid);
}
