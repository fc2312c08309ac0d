import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from '../../../server/src/services/push/endpoint-rules';
import { vapidSubjectByDefault } from '../../../server/src/config';

// Where a device's push endpoint may point: checked as a pure function, no traffic.
describe('pushEndpointAllowed', () => {
  it('admits https URLs of public hosts on the standard port', () => {
    for (const url of ['https://fcm.googleapis.com/fcm/send/abc:def', 'https://updates.push.services.mozilla.com/wpush/v2/gAAA', 'https://web.push.apple.com/QGx', 'https://8.8.8.8/push', 'https://[2606:4700::1111]/p']) {
      expect(pushEndpointAllowed(url, []), url).toBe(true);
    }
  });

  it('refuses plain http, other ports and schemes, credentials, and addresses that are not public', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://push.example.com:8443/x',
      'wss://push.example.com/x',
      'https://user:pw@push.example.com/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.0.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://0.0.0.0/x',
      'not a url',
      'https://bad_host!/x',
    ]) {
      expect(pushEndpointAllowed(url, []), url).toBe(false);
    }
  });

  it('admits a loopback test endpoint over http only when it is on the allow list', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:40123/push', ['127.0.0.1:40123'])).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:40124/push', ['127.0.0.1:40123'])).toBe(false);
    expect(pushEndpointAllowed('http://10.0.0.1:40123/push', ['10.0.0.1:40123'])).toBe(false);
  });
});

describe('vapidSubjectByDefault', () => {
  it('is the app’s https address, else mailto: the mail sender', () => {
    expect(vapidSubjectByDefault('Wishwell <no-reply@wishwell.local>', 'https://wishwell.example')).toBe('https://wishwell.example');
    expect(vapidSubjectByDefault('Wishwell <no-reply@wishwell.example>', 'http://localhost:5000')).toBe('mailto:no-reply@wishwell.example');
    expect(vapidSubjectByDefault('ops@wishwell.example', 'http://localhost:5000')).toBe('mailto:ops@wishwell.example');
  });
});
