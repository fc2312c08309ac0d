import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A key and the certificate for it, both PEM. */
export interface KeyPair {
  key: string;
  cert: string;
}

/** A certificate authority of the test's own, made afresh for each run and trusted by nothing else. */
export interface Authority {
  /** Its certificate, PEM: what a client that should trust it is given. */
  cert: string;
  /** A server certificate signed by this authority for the given names (`IP:127.0.0.1`, `DNS:shop.test`). */
  issue: (names: string[]) => Promise<KeyPair>;
  /** Removes its files. */
  dispose: () => Promise<void>;
}

// Our own openssl configuration, so that the system's (which differs between versions) adds nothing.
const CONFIG = `
[req]
distinguished_name = dn
prompt = no
[dn]
CN = unused
[authority]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[server]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
subjectAltName = $ENV::SUBJECT_ALT_NAMES
`;

/** A P-256 key: generated in milliseconds, where RSA would take most of a second. */
const NEW_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * Makes a certificate authority with the `openssl` command. Generated rather than kept in the
 * repository: nothing expires, and no private key is committed. Valid for two days.
 */
export async function createAuthority(name: string): Promise<Authority> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-ca-'));
  const file = (base: string) => path.join(dir, base);
  const openssl = (args: string[], altNames = 'IP:127.0.0.1') =>
    run('openssl', args, { cwd: dir, env: { ...process.env, SUBJECT_ALT_NAMES: altNames } });
  await writeFile(file('openssl.cnf'), CONFIG);
  await openssl(['req', '-x509', '-config', 'openssl.cnf', '-extensions', 'authority', ...NEW_KEY, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', `/CN=${name}`]);
  const cert = await readFile(file('ca.pem'), 'utf8');
  let issued = 0;
  return {
    cert,
    issue: async (names) => {
      const base = `server-${issued++}`;
      const altNames = names.join(',');
      await openssl(['req', '-new', '-config', 'openssl.cnf', ...NEW_KEY, '-keyout', `${base}.key`, '-out', `${base}.csr`, '-subj', `/CN=${names[0]?.replace(/^\w+:/, '')}`], altNames);
      const serial = `0x${randomBytes(8).toString('hex')}`;
      await openssl(
        ['x509', '-req', '-in', `${base}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', serial, '-days', '2', '-extfile', 'openssl.cnf', '-extensions', 'server', '-out', `${base}.pem`],
        altNames,
      );
      return { key: await readFile(file(`${base}.key`), 'utf8'), cert: await readFile(file(`${base}.pem`), 'utf8') };
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
