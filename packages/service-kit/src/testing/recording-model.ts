import { Types } from 'mongoose';

/** One command a repository sent to its model: arguments (trailing `undefined`s left out) and the chained modifiers. */
export interface RecordedCommand {
  operation: string;
  args: unknown[];
  sort?: unknown;
  skip?: number;
  limit?: number;
  lean?: boolean;
}

const QUERY_OPERATIONS = [
  'find',
  'findOne',
  'exists',
  'countDocuments',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
] as const;

/**
 * Stands in for a mongoose model in unit tests of repositories, with no database: records every command with its
 * filter, projection, update and options, and answers the values the test queued (in order, then `fallback`).
 * `create` answers a document whose `toObject()` is what was created (with an ObjectId `_id` when it had none);
 * `insertMany` answers nothing; `refuseInserts` makes the next inserts fail.
 */
export class RecordingModel {
  readonly commands: RecordedCommand[] = [];
  private readonly queued: unknown[] = [];
  private readonly refusals: Error[] = [];

  constructor(private readonly fallback: unknown = null) {
    for (const operation of QUERY_OPERATIONS) {
      (this as unknown as Record<string, (...args: unknown[]) => unknown>)[operation] = (...args: unknown[]) => this.query(operation, args);
    }
  }

  /** Queues the answers of the next commands. */
  answer(...values: unknown[]): this {
    this.queued.push(...values);
    return this;
  }

  /** The next inserts (`create`, `insertMany`) fail with these errors, in order, as a refused write would. */
  refuseInserts(...errors: Error[]): this {
    this.refusals.push(...errors);
    return this;
  }

  /** This stand-in typed as the model a repository's constructor takes (`new TasksRepository(model.asModel())`). */
  asModel<TModel = never>(): TModel {
    return this as unknown as TModel;
  }

  create(doc: Record<string, unknown>): Promise<{ toObject(): unknown }> {
    this.record('create', [doc]);
    const refusal = this.refusals.shift();
    if (refusal !== undefined) return Promise.reject(refusal);
    // As mongoose does, a document created without an `_id` gets an ObjectId.
    const created = '_id' in doc ? doc : { _id: new Types.ObjectId(), ...doc };
    return Promise.resolve({ toObject: () => created });
  }

  insertMany(...args: unknown[]): Promise<unknown[]> {
    this.record('insertMany', args);
    const refusal = this.refusals.shift();
    if (refusal !== undefined) return Promise.reject(refusal);
    return Promise.resolve([]);
  }

  private record(operation: string, args: unknown[]): RecordedCommand {
    const trimmed = [...args];
    while (trimmed.length > 0 && trimmed[trimmed.length - 1] === undefined) trimmed.pop();
    const command: RecordedCommand = { operation, args: trimmed };
    this.commands.push(command);
    return command;
  }

  private query(operation: string, args: unknown[]) {
    const command = this.record(operation, args);
    const answer = this.queued.length > 0 ? this.queued.shift() : this.fallback;
    const query = {
      sort: (sort: unknown) => ((command.sort = sort), query),
      skip: (skip: number) => ((command.skip = skip), query),
      limit: (limit: number) => ((command.limit = limit), query),
      lean: () => ((command.lean = true), query),
      exec: () => Promise.resolve(answer),
      // Awaiting a query without exec() runs it too, as with mongoose.
      then: <T>(onFulfilled: (value: unknown) => T, onRejected?: (reason: unknown) => T) => Promise.resolve(answer).then(onFulfilled, onRejected),
    };
    return query;
  }
}
