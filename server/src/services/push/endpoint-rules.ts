import { checkTarget } from '../url-metadata/safe-fetch';

/**
 * Whether a device's push endpoint may be stored and sent to: an https URL of a public host on the
 * standard port, by the URL import's address rules (an address written as an IP must be public). A
 * host name is checked again at each send, when it resolves (push/send.ts). `allow`: test-only
 * loopback `host:port` pairs (PUSH_ENDPOINT_TEST_ALLOW), which may be plain http.
 */
export function pushEndpointAllowed(endpoint: string, allow: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allow.includes(url.host))) return false;
  try {
    checkTarget(url, allow);
    return true;
  } catch {
    return false;
  }
}
