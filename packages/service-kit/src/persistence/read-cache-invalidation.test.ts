import assert from 'node:assert/strict';
import { test } from 'node:test';
import { databaseNameOf } from './read-cache-invalidation';

test('the database name is read from any MongoDB connection string', () => {
  assert.equal(databaseNameOf('mongodb://127.0.0.1:27017/projects'), 'projects');
  assert.equal(databaseNameOf('mongodb://a:1,b:2/projects_test_3f9a?retryWrites=false'), 'projects_test_3f9a');
  assert.equal(databaseNameOf('mongodb+srv://user:pw@cluster.example.net/tenon?tls=true'), 'tenon');
  // No name in the string: the driver's default database.
  assert.equal(databaseNameOf('mongodb://127.0.0.1:27017'), 'test');
  assert.equal(databaseNameOf('mongodb://127.0.0.1:27017/?directConnection=true'), 'test');
});
