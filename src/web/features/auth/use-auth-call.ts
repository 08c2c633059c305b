import { useEffect, useRef, useState } from 'react';

/**
 * The state of a sign-in or sign-up call, as the cards used useMutation's: pending while it runs,
 * the answer once it came (cleared when the next call starts), then onSuccess or onError with the
 * callbacks of the latest render. It keeps TanStack Query's mutation observer out of the sign-in
 * page's first load; nothing else watches these calls.
 */
export function useAuthCall<TBody, TAnswer>(
  call: (body: TBody) => Promise<TAnswer>,
  callbacks: { onSuccess: (answer: TAnswer) => void; onError: (error: unknown) => void },
) {
  const [state, setState] = useState<{ isPending: boolean; data?: TAnswer }>({ isPending: false });
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  function mutate(body: TBody): void {
    setState({ isPending: true });
    call(body).then(
      (answer) => {
        setState({ isPending: false, data: answer });
        latest.current.onSuccess(answer);
      },
      (error: unknown) => {
        setState({ isPending: false });
        latest.current.onError(error);
      },
    );
  }

  return { ...state, mutate };
}
