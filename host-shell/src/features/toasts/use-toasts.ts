import { useCallback, useEffect, useRef, useState } from 'react';
import { CONSTANTS, eventBus, type AppEventMap } from 'shared-contracts';

export interface Toast extends Readonly<AppEventMap['notify']> {
  id: number;
}

/**
 * Toasts from the `notify` event of any remote. Each hides itself after CONSTANTS.notificationMs
 * (docs/product.md §4) unless dismissed first.
 */
export function useToasts(hideAfterMs: number = CONSTANTS.notificationMs) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    const off = eventBus.on('notify', (payload) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { ...payload, id }]);
      pending.set(
        id,
        setTimeout(() => dismiss(id), hideAfterMs),
      );
    });
    return () => {
      off();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, [dismiss, hideAfterMs]);

  return { toasts, dismiss };
}
