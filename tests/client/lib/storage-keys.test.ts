import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserStorage, clearStorageOf, ownerOfKey, storageKeyOf, storageKeys, type StorageKey } from '@/lib/storage-keys';
import { sessionToken } from '@/lib/session-token';

const draftKey = storageKeyOf.desireDraft('6650a1b2c3d4e5f601234567');
const storedKeys = (storage: Storage = window.localStorage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();

describe('the list of storage keys', () => {
  it('names the owner of each key the app writes, and of no other', () => {
    expect(ownerOfKey('social_exp_token')).toBe('member');
    expect(ownerOfKey('admin_token')).toBe('admin');
    expect(ownerOfKey(draftKey)).toBe('member');
    expect(ownerOfKey('wishwell:something-else')).toBeUndefined();
    expect(ownerOfKey('social_exp_token_old')).toBeUndefined();
  });

  it('refuses to write a key that is not on it', () => {
    expect(() => browserStorage.set('wishwell:unlisted' as StorageKey, 'x')).toThrow(/not a listed storage key/);
    expect(storedKeys()).toEqual([]);
  });

  it('keeps an owner’s data only while the owner is signed in', () => {
    browserStorage.set(draftKey, '{}');
    expect(browserStorage.get(draftKey)).toBeNull();
    browserStorage.set(storageKeys.memberToken, 'tok');
    browserStorage.set(draftKey, '{}');
    expect(browserStorage.get(draftKey)).toBe('{}');
  });

  it('clears one owner’s keys from both storages, and leaves the other owner’s and other sites’ keys', () => {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      storage.setItem(storageKeys.memberToken, 'tok');
      storage.setItem(storageKeys.adminToken, 'admin-tok');
      storage.setItem(draftKey, '{}');
      storage.setItem('not-ours', '1');
    }
    clearStorageOf('member');
    for (const storage of [window.localStorage, window.sessionStorage]) expect(storedKeys(storage)).toEqual(['admin_token', 'not-ours']);
    clearStorageOf('admin');
    for (const storage of [window.localStorage, window.sessionStorage]) expect(storedKeys(storage)).toEqual(['not-ours']);
  });
});

describe('a session that ends', () => {
  it('takes every key of its owner along, in this tab', () => {
    sessionToken.set('member', 'tok');
    sessionToken.set('admin', 'admin-tok');
    browserStorage.set(draftKey, '{}');
    sessionToken.clear('member');
    expect(storedKeys()).toEqual(['admin_token']);
    sessionToken.clear('admin');
    expect(storedKeys()).toEqual([]);
  });

  it('in another tab: what this tab saved since goes too', () => {
    sessionToken.set('member', 'tok');
    browserStorage.set(draftKey, '{"late":true}');
    // The other tab removed the token (and its own copy of the draft before this tab saved it again).
    window.localStorage.removeItem(storageKeys.memberToken);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.memberToken, oldValue: 'tok', newValue: null, storageArea: window.localStorage }));
    expect(storedKeys()).toEqual([]);
  });

  it('another tab signing in takes nothing away', () => {
    sessionToken.set('member', 'tok');
    browserStorage.set(draftKey, '{}');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.memberToken, oldValue: 'tok', newValue: 'tok-2', storageArea: window.localStorage }));
    expect(storedKeys()).toEqual([draftKey, 'social_exp_token'].sort());
  });
});

// Reading the sources: one module touches browser storage, so every write goes through the list.
const srcDir = path.resolve(__dirname, '../../../src');
const listModule = path.join(srcDir, 'lib', 'storage-keys.ts');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

describe('every write to browser storage goes through the list', () => {
  it('no module but lib/storage-keys.ts names a browser storage', () => {
    const files = sources(srcDir);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => file !== listModule && /\b(localStorage|sessionStorage|indexedDB)\b|document\s*\.\s*cookie/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(srcDir, file))).toEqual([]);
  });

  it('and there, the one setItem is the checked write', () => {
    const text = readFileSync(listModule, 'utf8');
    expect(text.match(/setItem\(/g)).toHaveLength(1);
    const write = text.slice(text.indexOf('set(key: StorageKey'), text.indexOf('remove:'));
    expect(write).toContain('ownerOfKey(key)');
    expect(write).toContain('setItem(key, value)');
  });
});
