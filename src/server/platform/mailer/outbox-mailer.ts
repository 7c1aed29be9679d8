import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, Mailer } from './mailer';

export interface OutboxMessage extends MailMessage {
  id: string;
  from: string;
  created_at: string;
}

let sequence = 0;

/** Writes each message as a JSON file in the outbox folder, for development and tests. */
export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const now = new Date();
    sequence = (sequence + 1) % 1_000_000;
    // Sortable by name: time, then a per-process sequence for messages within one millisecond.
    const id = `${now.getTime().toString().padStart(14, '0')}-${sequence.toString().padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const stored: OutboxMessage = { id, from: this.from, created_at: now.toISOString(), ...message };
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${id}.json`);
    await fs.writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
    await fs.rename(`${file}.tmp`, file);
  }
}

/** The outbox's messages, newest first. */
export async function readOutbox(dir: string, limit = 200): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.json')).sort().reverse().slice(0, limit);
  const messages = await Promise.all(
    files.map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMessage),
  );
  return messages;
}
