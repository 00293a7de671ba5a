export { ApiError, isApiError, type ApiErrorInit } from './api-error';
export { apiFetch, configureApiClient, type ApiClientConfig, type ApiFetchOptions, type HttpMethod, type ResponseSchema } from './api-client';
export { dropEarlyData, takeEarlyData, type EarlyData } from './early-data';
