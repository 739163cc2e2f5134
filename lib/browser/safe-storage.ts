/**
 * localStorage that never throws. Browsers that block site data (Chrome's "Block all cookies", some private modes)
 * throw a SecurityError as soon as a page touches `window.localStorage`; a full storage throws QuotaExceededError on
 * write. Either way the page keeps working, it only cannot remember: reads give null and writes report false.
 */
export type SafeStorage = {
  getItem(name: string): string | null;
  /** False when the value could not be saved (storage blocked or full). */
  setItem(name: string, value: string): boolean;
  removeItem(name: string): void;
  /** Whether this browser lets the site save anything at all. */
  usable(): boolean;
};

const PROBE = '__storage_probe__';

/** `getStorage` is called on every access, inside the try: merely reading `window.localStorage` can throw. */
export function safeStorage(
  getStorage: () => Storage | undefined = () => (typeof window === 'undefined' ? undefined : window.localStorage),
): SafeStorage {
  const attempt = <T>(fn: (storage: Storage) => T, failed: T): T => {
    try {
      const storage = getStorage();
      return storage ? fn(storage) : failed;
    } catch {
      return failed;
    }
  };
  return {
    getItem: (name) => attempt((s) => s.getItem(name), null),
    setItem: (name, value) =>
      attempt((s) => {
        s.setItem(name, value);
        return true;
      }, false),
    removeItem: (name) => attempt((s) => s.removeItem(name), undefined),
    usable: () =>
      attempt((s) => {
        s.setItem(PROBE, '1');
        s.removeItem(PROBE);
        return true;
      }, false),
  };
}
