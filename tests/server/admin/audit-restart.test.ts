import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { openDatabase } from '../../../server/src/db/client';
import { adminAuditLog } from '../../../server/src/db/schema';
import { call, makeMember } from '../helpers/desires';
import { makeAdmin } from '../helpers/people';
import { TestMailer, testConfig, type TestApp } from '../helpers/test-app';

// The audit log is kept on disk: an app on a data folder writes it, stops, and a new one reads it.
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

async function startOn(dataDir: string): Promise<TestApp> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-audit-uploads-'));
  folders.push(uploadDir);
  const database = await openDatabase({ dataDir });
  const mail = new TestMailer();
  const app = await buildApp(testConfig({ uploadDir }), { database, mailer: mail });
  await app.ready();
  return {
    app,
    mail,
    database,
    uploadDir,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('the admin audit log', () => {
  it('survives a restart of the server', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-audit-'));
    folders.push(dataDir);
    const first = await startOn(dataDir);
    const admin = await makeAdmin(first, 'Auditing Admin');
    const member = await makeMember(first, 'Audited Member');
    expect((await call(first.app, 'PATCH', `/admin/users/${member.id}/block`, admin, { blocked: true })).statusCode).toBe(200);
    await first.close();

    const second = await startOn(dataDir);
    try {
      const rows = await second.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, member.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'block', adminId: admin.id, adminEmail: admin.email, targetEmail: member.email });
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    } finally {
      await second.close();
    }
  });
});
