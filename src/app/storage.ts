/**
 * Storage that never throws: private modes, disabled cookies and full quotas make
 * `sessionStorage` throw on access, and the app must still start.
 */
function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFlag(key: string): boolean {
  try {
    return safeSession()?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeFlag(key: string, on: boolean): void {
  try {
    const storage = safeSession();
    if (on) storage?.setItem(key, '1');
    else storage?.removeItem(key);
  } catch {
    // Without storage the flag lives only in memory, which is still correct for this visit.
  }
}

export const DEMO_SESSION_KEY = 'nkra.demo.signedIn';
