/** The API's own answers for errors any route can meet (the error envelope's message). */
export const API_MESSAGES = {
  generic500: 'Something went wrong on our side. Please try again.',
  checkFields: 'Please check the highlighted fields.',
  invalidValue: 'Invalid value',
  invalidJson: 'The request body is not valid JSON.',
  400: 'The request could not be understood.',
  401: 'Please sign in to continue.',
  403: 'You do not have permission to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'The request took too long.',
  409: 'The request conflicts with the current state.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please try again later.',
} as const;
