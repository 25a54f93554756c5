import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser; on the server, where no effect runs, `useEffect`, which React's
 * server renderer does not warn about (it warns about every `useLayoutEffect`).
 */
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
