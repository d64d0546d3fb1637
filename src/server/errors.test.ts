import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError, DatabaseConnectError, isDatabaseUnavailable } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError('insert into "contact_messages" …', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'a refused connection to both addresses of localhost',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    [
      'a backend terminated by an administrator, inside a failed query',
      failedQuery(withCode('terminating connection due to administrator command', '57P01')),
    ],
    ['a server still starting', withCode('the database system is starting up', '57P03')],
    ['a connection failure (class 08)', withCode('connection failure', '08006')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a query on a cut connection',
      failedQuery(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['a pool with no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a closed embedded database', new Error('PGlite is closed')],
    [
      'a database closed to new connections (ALLOW_CONNECTIONS false), met while connecting',
      failedQuery(
        new DatabaseConnectError(
          withCode('database "palace" is not currently accepting connections', '55000'),
        ),
      ),
    ],
    [
      'a server with no connection slot left, met while connecting',
      new DatabaseConnectError(withCode('sorry, too many clients already', '53300')),
    ],
    [
      'a database dropped under the app, met while connecting',
      new DatabaseConnectError(withCode('database "palace" does not exist', '3D000')),
    ],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(withCode('duplicate key value', '23505'))],
    ['an overlapping stay', withCode('conflicting key value violates exclusion constraint', '23P01')],
    ['a deadlock', withCode('deadlock detected', '40P01')],
    [
      "a server message quoting a guest's words",
      withCode('invalid input syntax for type uuid: "Connection terminated"', '22P02'),
    ],
    [
      "a failed query whose parameters hold a guest's words",
      new DrizzleQueryError(
        'insert …',
        ['Connection terminated unexpectedly'],
        withCode('value too long', '22001'),
      ),
    ],
    [
      'a statement refused for the state of an object (55000 outside connecting)',
      failedQuery(withCode('currval of sequence "s" is not yet defined in this session', '55000')),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a refusal', new AppError('NOT_FOUND', 'That room does not exist.')],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
