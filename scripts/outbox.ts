// `npm run outbox [-- --limit 10] [--channel email|sms|whatsapp]`: prints the latest messages of the local outbox
// (DATA_DIR/outbox), newest last, so someone running `npm start` without an e-mail or SMS provider can read a
// verification link or code without a developer page. Reads the same DATA_DIR as the server (environment or ./data).
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { formatOutboxRecord, outboxChannels, type OutboxChannel, outboxDir, readOutbox } from '../src/server/platform/outbox/outbox';

const { values } = parseArgs({
  options: { limit: { type: 'string', default: '10' }, channel: { type: 'string' } },
  allowPositionals: false,
});
const limit = Number(values.limit);
const channel = values.channel as OutboxChannel | undefined;
if (!Number.isInteger(limit) || limit < 1 || (channel && !outboxChannels.includes(channel))) {
  process.stderr.write(`Usage: npm run outbox -- [--limit <n>] [--channel ${outboxChannels.join('|')}]\n`);
  process.exit(2);
}

const dir = outboxDir(loadConfig().dataDir);
const records = await readOutbox(dir, { limit, channel });
if (records.length === 0) {
  process.stdout.write(`The outbox ${dir} is empty.\n`);
} else {
  process.stdout.write(`Latest ${records.length} message(s) in ${dir}, oldest first:\n\n`);
  for (const record of records.reverse()) process.stdout.write(`${formatOutboxRecord(record)}\n`);
}
