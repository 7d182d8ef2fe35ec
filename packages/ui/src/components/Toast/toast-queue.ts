export const toastTones = ['success', 'warning', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/**
 * docs/requirements.md A9: toast durations are "otherwise default"; the default chosen here is 5000 ms (see README
 * Decisions).
 */
export const DEFAULT_TOAST_DURATION_MS = 5_000;

export interface ToastInput {
  tone: ToastTone;
  title: string;
  description?: string;
  /** Milliseconds until it closes by itself, e.g. CROSS_TAB_TOAST_MS. */
  durationMs?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

type Listener = () => void;

/** A plain store so toasts can be raised from anywhere (event handlers, data hooks) and rendered once. */
export class ToastQueue {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextId = 1;

  constructor(private readonly maxVisible = 5) {}

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): readonly Toast[] => this.toasts;

  add(input: ToastInput): number {
    const id = this.nextId++;
    const toast: Toast = { durationMs: DEFAULT_TOAST_DURATION_MS, ...input, id };
    this.toasts = [...this.toasts, toast].slice(-this.maxVisible);
    this.timers.set(
      id,
      setTimeout(() => this.dismiss(id), toast.durationMs),
    );
    this.emit();
    return id;
  }

  dismiss(id: number): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const next = this.toasts.filter((toast) => toast.id !== id);
    if (next.length === this.toasts.length) return;
    this.toasts = next;
    this.emit();
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.toasts = [];
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
