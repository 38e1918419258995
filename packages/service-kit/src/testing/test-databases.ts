import { getConnectionToken } from '@nestjs/mongoose';
import mongoose, { type Connection } from 'mongoose';
import type { RunningService } from '../bootstrap/bootstrap-service';

/** Where integration tests make their throw-away databases (`<base>/<name>`). */
export const TEST_MONGO_BASE = (process.env.MONGODB_BASE_URI ?? 'mongodb://127.0.0.1:27017').replace(/\/$/, '');

/** Drops a throw-away database through a connection of its own. */
export async function dropTestDatabase(database: string): Promise<void> {
  const connection = await mongoose.createConnection(`${TEST_MONGO_BASE}/${database}`).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

/**
 * Stops a service, then drops its database. Never the other way round: a database dropped under a service that still
 * consumes events meets a write in flight, and FerretDB's SQLite backend dies of it (SIGBUS on the WAL index) and
 * leaves the file unreadable at its next start.
 */
export async function closeAndDropDatabase(running: RunningService): Promise<void> {
  const database = running.app.get<Connection>(getConnectionToken()).name;
  await running.close();
  await dropTestDatabase(database);
}
