import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadServiceConfig } from './service-config';

test('local defaults name the service database and the local brokers', () => {
  const config = loadServiceConfig('masterplan', {});
  assert.equal(config.mongodbUri, 'mongodb://127.0.0.1:27017/masterplan');
  assert.deepEqual(config.kafkaBrokers, ['127.0.0.1:9092']);
  assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
  assert.equal(config.smtpUrl, 'smtp://127.0.0.1:1025');
  assert.equal(config.requestTimeoutMs, 5000);
  assert.equal(config.httpPort, undefined);
});

test('environment overrides every default', () => {
  const config = loadServiceConfig(
    'gateway',
    {
      MONGODB_URI: 'mongodb://db.internal:27017/gw',
      KAFKA_BROKERS: 'k1:9092, k2:9092',
      REDIS_URL: 'redis://cache:6380',
      SMTP_URL: 'smtp://mail:25',
      REQUEST_TIMEOUT_MS: '750',
      GATEWAY_PORT: '9090',
    },
    { defaultHttpPort: 8080, httpPortVariable: 'GATEWAY_PORT' },
  );
  assert.equal(config.mongodbUri, 'mongodb://db.internal:27017/gw');
  assert.deepEqual(config.kafkaBrokers, ['k1:9092', 'k2:9092']);
  assert.equal(config.redisUrl, 'redis://cache:6380');
  assert.equal(config.smtpUrl, 'smtp://mail:25');
  assert.equal(config.requestTimeoutMs, 750);
  assert.equal(config.httpPort, 9090);
});

test('the default port applies when the variable is empty', () => {
  assert.equal(loadServiceConfig('gateway', { GATEWAY_PORT: '' }, { defaultHttpPort: 8080, httpPortVariable: 'GATEWAY_PORT' }).httpPort, 8080);
});

test('a malformed timeout is refused instead of silently ignored', () => {
  assert.throws(() => loadServiceConfig('weekly', { REQUEST_TIMEOUT_MS: 'soon' }), /REQUEST_TIMEOUT_MS/);
  assert.throws(() => loadServiceConfig('weekly', { REQUEST_TIMEOUT_MS: '-5' }), /REQUEST_TIMEOUT_MS/);
});
