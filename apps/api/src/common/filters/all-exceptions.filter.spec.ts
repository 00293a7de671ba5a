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
