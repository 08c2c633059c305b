/**
 * Toast state, after shadcn/ui's use-toast: a tiny module-level store so any code (hooks,
 * mutation callbacks) can raise a toast without prop drilling. One toast at a time (the spec's
 * rule); a live alert (a damaged piece, a warm cooler) is not replaced by an ordinary toast, which
 * waits until the alert closes: a "Pickup complete" answered a moment after the alert must not
 * wipe the one thing the driver or dispatcher has to act on.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

/** One toast on screen at a time; a new one replaces the old. */
const TOAST_LIMIT = 1;
/** A dismissed toast is kept (closed) this long before it leaves the store. */
const TOAST_REMOVE_DELAY = 1_000_000;

type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
  /** A live alert: an ordinary toast raised while it shows waits until it closes. */
  alert?: boolean;
};

/** `waiting`: the ordinary toast raised while an alert showed (the newest; each replaces the last). */
type State = { toasts: ToasterToast[]; waiting?: ToasterToast | undefined };

type Action =
  | { type: 'ADD'; toast: ToasterToast }
  | { type: 'UPDATE'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS'; toastId?: string }
  | { type: 'REMOVE'; toastId?: string };

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE', toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD': {
      const alertShowing = state.toasts.some((t) => t.alert && t.open !== false);
      if (alertShowing && !action.toast.alert) return { ...state, waiting: action.toast };
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    }
    case 'UPDATE':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS': {
      const { toastId } = action;
      if (toastId) scheduleRemoval(toastId);
      else state.toasts.forEach((t) => scheduleRemoval(t.id));
      const toasts = state.toasts.map((t) =>
        toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
      );
      const alertShowing = toasts.some((t) => t.alert && t.open !== false);
      if (state.waiting && !alertShowing) {
        return { toasts: [state.waiting, ...toasts].slice(0, TOAST_LIMIT) };
      }
      return { ...state, toasts };
    }
    case 'REMOVE':
      return {
        ...state,
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners = new Set<() => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => memoryState;

export type Toast = Omit<ToasterToast, 'id'>;

export function toast(props: Toast) {
  const id = genId();
  const update = (next: ToasterToast) => dispatch({ type: 'UPDATE', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS', toastId: id });
  dispatch({
    type: 'ADD',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/**
 * The store as a React external store: a toast raised between the Toaster's first render and its
 * subscription (the Toaster is a lazy chunk, mounted while the screen's work goes on) is seen when
 * React subscribes, instead of waiting unseen for the next toast.
 */
export function useToast() {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS', ...(toastId ? { toastId } : {}) }),
  };
}
