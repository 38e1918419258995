'use strict';
// The compose stack cannot be started where there is no Docker, so its wiring is checked against the code:
// a service added, renamed or given a new setting without the compose file following fails here.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const yaml = require('js-yaml');

const root = join(__dirname, '..', '..');
const compose = yaml.load(readFileSync(join(__dirname, 'docker-compose.yml'), 'utf8'));
const serviceNames = readdirSync(join(root, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'services', entry.name, 'package.json')))
  .map((entry) => entry.name);

function sourceText(folder) {
  const texts = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|integration)\.ts$/.test(entry.name)) texts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(folder);
  return texts.join('\n');
}

test('every service folder runs in the stack from the one image recipe, on its own database', () => {
  for (const name of serviceNames) {
    const service = compose.services[name];
    assert.ok(service, `services/${name} is missing from docker-compose.yml`);
    assert.equal(service.build.dockerfile, 'infra/compose/service.Dockerfile', name);
    assert.equal(service.build.args.SERVICE, name);
    assert.equal(service.image, `tenon/${name}`);
    const uri = new URL(service.environment.MONGODB_URI);
    assert.equal(uri.pathname, `/${name}`, `${name} owns its database`);
    assert.equal(uri.hostname, 'mongodb');
  }
  assert.ok(existsSync(join(root, 'infra/compose/service.Dockerfile')));
});

test('every service reaches Kafka, Redis and mail where the stack serves them, and waits until they are ready', () => {
  const kafka = compose.services.kafka.environment;
  const internal = kafka.KAFKA_ADVERTISED_LISTENERS.split(',').find((listener) => listener.startsWith(`${kafka.KAFKA_INTER_BROKER_LISTENER_NAME}://`));
  const smtpPort = String(compose.services.maildev.environment.MAILDEV_SMTP_PORT);
  for (const name of serviceNames) {
    const { environment, depends_on: dependsOn } = compose.services[name];
    assert.equal(`${kafka.KAFKA_INTER_BROKER_LISTENER_NAME}://${environment.KAFKA_BROKERS}`, internal, name);
    assert.equal(new URL(environment.REDIS_URL).hostname, 'redis', name);
    const smtp = new URL(environment.SMTP_URL);
    assert.deepEqual([smtp.hostname, smtp.port], ['maildev', smtpPort], name);
    assert.deepEqual(
      [dependsOn.mongodb.condition, dependsOn.redis.condition, dependsOn['kafka-topics'].condition],
      ['service_healthy', 'service_healthy', 'service_completed_successfully'],
      name,
    );
  }
  const topics = compose.services['kafka-topics'];
  assert.ok(existsSync(join(root, topics.command.at(-1))), 'the topics job runs the script infra/local uses');
  assert.equal(topics.depends_on.kafka.condition, 'service_healthy');
});

test('every setting the stack gives a service is one its code reads', () => {
  const kit = sourceText(join(root, 'packages/service-kit/src'));
  for (const name of serviceNames) {
    const code = `${kit}\n${sourceText(join(root, 'services', name, 'src'))}`;
    for (const variable of Object.keys(compose.services[name].environment)) {
      const read = new RegExp(`env\\.${variable}\\b|['"\`]${variable}['"\`]`).test(code);
      assert.ok(read, `${name} is given ${variable}, which its code never reads`);
    }
  }
});

test('the gateway serves the product on the published port and needs a real JWT secret', () => {
  const gateway = compose.services.gateway;
  assert.deepEqual(gateway.ports, [`${gateway.environment.GATEWAY_PORT}:${gateway.environment.GATEWAY_PORT}`]);
  assert.match(gateway.environment.JWT_SECRET, /^\$\{JWT_SECRET:\?/);
  assert.match(sourceText(join(root, 'services/gateway/src')), /httpPortVariable: 'GATEWAY_PORT'/);
});
