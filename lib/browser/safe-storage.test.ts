import { safeStorage } from '@/lib/browser/safe-storage';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    storage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    } as unknown as Storage,
  };
}

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('safeStorage', () => {
  it('reads, writes and removes through a working storage', () => {
    const { data, storage } = memoryStorage();
    const s = safeStorage(() => storage);
    expect(s.usable()).toBe(true);
    expect(s.setItem('a', '1')).toBe(true);
    expect(s.getItem('a')).toBe('1');
    s.removeItem('a');
    expect(s.getItem('a')).toBeNull();
    expect([...data.keys()]).toEqual([]); // the probe leaves nothing behind
  });

  it('blocked storage (SecurityError on access): reads give null, writes report false, nothing throws', () => {
    const s = safeStorage(() => {
      throw domError('SecurityError');
    });
    expect(s.usable()).toBe(false);
    expect(s.getItem('a')).toBeNull();
    expect(s.setItem('a', '1')).toBe(false);
    expect(() => s.removeItem('a')).not.toThrow();
  });

  it('blocked on every call (SecurityError from the methods themselves)', () => {
    const throwing = {
      getItem: () => {
        throw domError('SecurityError');
      },
      setItem: () => {
        throw domError('SecurityError');
      },
      removeItem: () => {
        throw domError('SecurityError');
      },
    } as unknown as Storage;
    const s = safeStorage(() => throwing);
    expect(s.usable()).toBe(false);
    expect(s.getItem('a')).toBeNull();
    expect(s.setItem('a', '1')).toBe(false);
    expect(() => s.removeItem('a')).not.toThrow();
  });

  it('full storage (QuotaExceededError on write): reads still work, the write reports false', () => {
    const { data, storage } = memoryStorage();
    data.set('a', 'kept');
    storage.setItem = () => {
      throw domError('QuotaExceededError');
    };
    const s = safeStorage(() => storage);
    expect(s.usable()).toBe(false);
    expect(s.getItem('a')).toBe('kept');
    expect(s.setItem('b', 'x'.repeat(10))).toBe(false);
  });

  it('no storage at all (server, old browser) behaves like blocked storage', () => {
    const s = safeStorage(() => undefined);
    expect(s.usable()).toBe(false);
    expect(s.getItem('a')).toBeNull();
    expect(s.setItem('a', '1')).toBe(false);
  });
});
