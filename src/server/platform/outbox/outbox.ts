import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The local outbox: with no e-mail, SMS or WhatsApp provider configured, every outgoing message is one JSON file in
 * `DATA_DIR/outbox/`, named `{time}-{sequence}-{random}.json` so names sort by time. Every record has at least
 * `id`, `created_at`, `channel`, `to` and `text`; e-mails also `from` and `subject`. `npm run outbox` and (outside
 * production) /dev/outbox read them. Other writers (the SMS port) follow the same format through `writeOutboxRecord`.
 */
export const outboxChannels = ['email', 'sms', 'whatsapp'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export interface OutboxRecord {
  id: string;
  created_at: string;
  channel: OutboxChannel;
  to: string;
  text: string;
  from?: string;
  subject?: string;
  html?: string;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

let sequence = 0;

/** Writes one record atomically (temporary file, then rename) and returns it. */
export async function writeOutboxRecord(
  dir: string,
  record: Omit<OutboxRecord, 'id' | 'created_at'>,
  now: Date = new Date(),
): Promise<OutboxRecord> {
  sequence = (sequence + 1) % 1_000_000;
  // Sortable by name: time, then a per-process sequence for messages within one millisecond.
  const id = `${now.getTime().toString().padStart(14, '0')}-${sequence.toString().padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
  const stored: OutboxRecord = { id, created_at: now.toISOString(), ...record };
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${id}.json`);
  await fs.writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
  await fs.rename(`${file}.tmp`, file);
  return stored;
}

/**
 * The outbox's records, newest first (at most `limit`), optionally of one channel. Records written before channels
 * existed are e-mails; a file that is not a readable record is skipped.
 */
export async function readOutbox(dir: string, options: { limit?: number; channel?: OutboxChannel } = {}): Promise<OutboxRecord[]> {
  const limit = options.limit ?? 200;
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const records: OutboxRecord[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort().reverse()) {
    if (records.length >= limit) break;
    const record = await readRecord(path.join(dir, name));
    if (record && (!options.channel || record.channel === options.channel)) records.push(record);
  }
  return records;
}

async function readRecord(file: string): Promise<OutboxRecord | undefined> {
  try {
    const value = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<OutboxRecord>;
    if (typeof value.id !== 'string' || typeof value.to !== 'string' || typeof value.text !== 'string') return undefined;
    const channel = outboxChannels.includes(value.channel as OutboxChannel) ? (value.channel as OutboxChannel) : 'email';
    return { ...value, channel, created_at: String(value.created_at ?? '') } as OutboxRecord;
  } catch {
    return undefined;
  }
}

/** One record as plain text, for the terminal (`npm run outbox`). */
export function formatOutboxRecord(record: OutboxRecord): string {
  const head = `[${record.channel}] ${record.created_at} → ${record.to}`;
  const subject = record.subject ? `\nSubject: ${record.subject}` : '';
  return `${head}${subject}\n${record.text.trim()}\n`;
}

/**
 * The start-up notice about the outbox, so someone running `npm start` knows where a verification link or code
 * went: e-mails go there without SMTP_URL; WhatsApp (no provider built in) and SMS without a provider always do.
 */
export function outboxNotice(config: { smtpUrl?: string | undefined; dataDir: string }): string {
  const what = config.smtpUrl ? 'SMS and WhatsApp messages (e-mail goes through SMTP_URL)' : 'E-mails, SMS and WhatsApp messages';
  return `${what} are written as files to ${outboxDir(config.dataDir)} — print the latest with: npm run outbox`;
}
