/**
 * The page's Web Storage, or null outside a browser and where reading the property itself throws
 * (storage blocked by the browser's privacy settings). Callers treat null as "nothing stored".
 */
function storageOrNull(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function browserLocalStorage(): Storage | null {
  return storageOrNull('localStorage');
}

export function browserSessionStorage(): Storage | null {
  return storageOrNull('sessionStorage');
}
