import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMailer } from '../mailer/outbox-mailer';
import { OutboxWhatsAppSender } from '../whatsapp/whatsapp';
import { formatOutboxRecord, outboxDir, outboxNotice, readOutbox, writeOutboxRecord } from './outbox';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-outbox-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('outbox', () => {
  it('keeps every channel in one folder, newest first, one JSON file each with recipient and body', async () => {
    const dir = tempDir();
    await new OutboxMailer(dir, 'Gearloop <no-reply@gearloop.app>').send({ to: 'a@example.com', subject: 'Verify', text: 'Open https://x/verify' });
    // What the SMS port (another feature) writes: the same format.
    await writeOutboxRecord(dir, { channel: 'sms', to: '+972 541234567', text: 'Your Gearloop code is 123456' });
    await new OutboxWhatsAppSender(dir).send({ to: '+972 541234567', text: 'Booking accepted' });
    const records = await readOutbox(dir);
    expect(records.map((r) => r.channel)).toEqual(['whatsapp', 'sms', 'email']);
    expect(records[2]).toMatchObject({ to: 'a@example.com', subject: 'Verify', from: 'Gearloop <no-reply@gearloop.app>' });
    for (const record of records) expect(record).toEqual(expect.objectContaining({ id: expect.any(String), created_at: expect.any(String), to: expect.any(String), text: expect.any(String) }));
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(3);
    expect(await readOutbox(dir, { channel: 'sms' })).toHaveLength(1);
    expect(await readOutbox(dir, { limit: 1 })).toHaveLength(1);
    expect(formatOutboxRecord(records[1]!)).toContain('[sms]');
    expect(formatOutboxRecord(records[1]!)).toContain('Your Gearloop code is 123456');
  });

  it('skips files that are not records, reads old e-mails without a channel, and is empty without a folder', async () => {
    const dir = tempDir();
    expect(await readOutbox(path.join(dir, 'missing'))).toEqual([]);
    fs.writeFileSync(path.join(dir, '00000000000001-000001-aa.json'), JSON.stringify({ id: 'old', to: 'b@example.com', subject: 'Hi', text: 'Old', created_at: 'x' }));
    fs.writeFileSync(path.join(dir, '00000000000002-000001-bb.json'), '{ not json');
    expect(await readOutbox(dir)).toEqual([expect.objectContaining({ id: 'old', channel: 'email' })]);
  });

  it('says at start-up where messages go', () => {
    expect(outboxNotice({ dataDir: '/srv/gearloop' })).toBe(
      `E-mails, SMS and WhatsApp messages are written as files to ${outboxDir('/srv/gearloop')} — print the latest with: npm run outbox`,
    );
    expect(outboxNotice({ dataDir: '/d', smtpUrl: 'smtp://x' })).toContain('SMS and WhatsApp messages (e-mail goes through SMTP_URL)');
  });
});
