import { test } from 'node:test';
import assert from 'node:assert/strict';
import { biColumns, biResources } from '@tenon/contracts';
import { BinaryReply } from '../http/gateway-route';
import { localRequest, recordingServices } from '../http/local-route.fixtures';
import { biOpenApiRoutes } from './bi-openapi.routes';

test('the served OpenAPI file describes every BI endpoint with every column the API answers', async () => {
  const { services } = recordingServices();
  const reply = await biOpenApiRoutes.biOpenApi.target.handle(localRequest(), services);
  assert.ok(reply instanceof BinaryReply);
  assert.equal(reply.contentType, 'application/yaml; charset=utf-8');
  const yaml = reply.content.toString('utf8');
  for (const resource of biResources) {
    assert.ok(yaml.includes(`\n  /bi/${resource}:\n`), `${resource} has a path`);
    const schema = `${resource.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Row:`;
    const start = yaml.indexOf(`    ${schema}\n`);
    assert.ok(start > 0, `${schema} is described`);
    const block = yaml.slice(start, yaml.indexOf('Page:\n', start));
    for (const column of biColumns[resource]) assert.ok(block.includes(`\n        ${column}:\n`), `${resource}.${column} is described`);
  }
});
