import { useEffect, useMemo, useRef } from 'react';
import type { GatewayStepProps } from '../gateway-step';

export interface StepOutcome {
  approve: (proof: string) => void;
  cancel: () => void;
  fail: (message: string) => void;
}

/**
 * The step's three endings, of which only the first counts: a provider may report twice (a
 * decline and then its window closing), and an ending after another would start a flow the
 * saga has left. Safe to call from the SDKs' callbacks, which outlive renders.
 */
export function useStepOutcome({
  onApprove,
  onCancel,
  onFail,
}: Pick<GatewayStepProps, 'onApprove' | 'onCancel' | 'onFail'>): StepOutcome {
  const latest = useRef({ onApprove, onCancel, onFail });
  useEffect(() => {
    latest.current = { onApprove, onCancel, onFail };
  });
  const ended = useRef(false);
  return useMemo(() => {
    const once = (end: () => void) => {
      if (ended.current) return;
      ended.current = true;
      end();
    };
    return {
      approve: (proof) => once(() => latest.current.onApprove(proof)),
      cancel: () => once(() => latest.current.onCancel()),
      fail: (message) => once(() => latest.current.onFail(message)),
    };
  }, []);
}
