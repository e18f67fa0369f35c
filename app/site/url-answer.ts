import { useEffect, useState } from "react";

/**
 * A page that answers its URL's query (the finder, search results, the contact form's pre-fill):
 * the server's answer while the URL is the one the server answered (`served.key`), else one the
 * browser computes with code it loads on demand, as in the static export, whose one file serves
 * every query, or after an input changes. `undefined` while that is on its way.
 */
export function useUrlAnswer<T>(
  served: { key: string; answer: T },
  key: string,
  compute: (key: string) => Promise<T>,
): T | undefined {
  const [computed, setComputed] = useState<{ key: string; answer: T }>();
  const fromServer = key === served.key;
  useEffect(() => {
    if (fromServer) return;
    let live = true;
    void compute(key).then((answer) => {
      if (live) setComputed({ key, answer });
    });
    return () => {
      live = false;
    };
    // `compute` is the page's own loader of code; the key says what to compute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromServer, key]);
  if (fromServer) return served.answer;
  return computed?.key === key ? computed.answer : undefined;
}
