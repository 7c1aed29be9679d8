import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { rankingSlots } from './features/discovery/query-budget';

describe('configuration from the environment', () => {
  it('has working defaults: embedded database under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.marketTimeZone).toBe('Asia/Jerusalem');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.google).toBeUndefined();
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/gl',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/gearloop',
      PUBLIC_URL: 'https://gearloop.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/tmp/gl');
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/gearloop');
    expect(config.publicUrl).toBe('https://gearloop.example');
  });

  it('runs the pool less two rankings at once unless told fewer, never more', () => {
    expect(rankingSlots(loadConfig({}))).toBe(4);
    expect(rankingSlots(loadConfig({ DATABASE_POOL_SIZE: '10' }))).toBe(8);
    expect(rankingSlots(loadConfig({ DISCOVERY_RANKINGS_AT_ONCE: '2' }))).toBe(2);
    expect(rankingSlots(loadConfig({ DISCOVERY_RANKINGS_AT_ONCE: '9' }))).toBe(4);
    expect(rankingSlots(loadConfig({ DATABASE_POOL_SIZE: '2' }))).toBe(1);
    expect(() => loadConfig({ DISCOVERY_RANKINGS_AT_ONCE: '0' })).toThrow(ConfigError);
  });

  it('loads demo data by default on the embedded database only, never by default on a PostgreSQL server', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example:5432/gearloop' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example:5432/gearloop', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('chooses S3-compatible storage when S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({ bucket: 'photos', endpoint: 'http://127.0.0.1:9000', region: 'eu-central-1', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, forcePathStyle: true });
    // On AWS the SDK finds credentials itself (instance role, environment).
    expect(loadConfig({ S3_BUCKET: 'photos' }).s3).toEqual({ bucket: 'photos', endpoint: undefined, region: 'us-east-1', credentials: undefined, forcePathStyle: false });
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast with a readable message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('needs both Google credentials or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuerUrl: 'https://accounts.google.com',
    });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER_URL: 'http://127.0.0.1:9000/' }).google?.issuerUrl).toBe('http://127.0.0.1:9000');
  });

  it('sends SMS to the outbox by default, through Twilio only with all three settings', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN and SMS_FROM/);
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', SMS_FROM: '+15550001111' }).sms).toEqual({
      provider: 'twilio',
      twilio: { accountSid: 'AC1', authToken: 'token', from: '+15550001111' },
    });
  });
});
