import { BadRequestException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { NotFoundError, ValidationFailedError } from '../errors/app-error';
import { describeForLog, toErrorBody } from './all-exceptions.filter';

describe('toErrorBody', () => {
  it('passes domain errors through with their code and fields', () => {
    expect(toErrorBody(new NotFoundError('PRODUCT_NOT_FOUND', 'Product not found'))).toEqual({
      statusCode: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found',
    });
    expect(toErrorBody(new ValidationFailedError({ email: ['Invalid email'] }))).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      fields: { email: ['Invalid email'] },
    });
  });

  it('maps framework exceptions to stable codes without their text', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
    });
    expect(toErrorBody(new BadRequestException('Unexpected token } in JSON'))).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Malformed request',
    });
    expect(toErrorBody(new ServiceUnavailableException())).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('maps body-parser errors by their status', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
    expect(toErrorBody(tooLarge)).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Payload too large' });
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database cannot be reached, whatever the driver said', () => {
    const unavailable = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      name: 'QueryFailedError',
      driverError: { code: '57P01' },
    });
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    const terminated = new Error('Connection terminated unexpectedly');
    for (const error of [refused, shutdown, starting, terminated]) expect(toErrorBody(error)).toEqual(unavailable);
    // A wrong query is still the api's own fault.
    const wrong = Object.assign(new Error('syntax error'), { name: 'QueryFailedError', driverError: { code: '42601' } });
    expect(toErrorBody(wrong)).toMatchObject({ statusCode: 500, code: 'INTERNAL' });
  });

  it('hides everything else behind a generic 500', () => {
    const body = toErrorBody(new Error('duplicate key value violates unique constraint "users_email_key"'));
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error' });
    expect(toErrorBody('a string')).toEqual(body);
  });
});

describe('describeForLog', () => {
  it('keeps the type, message and code of a failed query but not its parameters', () => {
    const error = Object.assign(new Error('duplicate key'), {
      name: 'QueryFailedError',
      query: 'INSERT INTO mail_outbox …',
      parameters: ['someone@example.com', 'https://shop.test/confirm?token=secret'],
      driverError: { code: '23505' },
    });
    const logged = describeForLog(error);
    expect(logged).toMatchObject({ type: 'QueryFailedError', message: 'duplicate key', code: '23505' });
    expect(JSON.stringify(logged)).not.toContain('secret');
    expect(JSON.stringify(logged)).not.toContain('someone@example.com');
  });
});
