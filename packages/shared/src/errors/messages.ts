import type { Language } from '../constants/index.js';
import type { ErrorCode } from './codes.js';

/**
 * Messages for every error code, in every language. The API answers with these. The sign-in
 * failure and the unexpected error use the specification's exact words.
 */
export const ERROR_MESSAGES: Record<Language, Record<ErrorCode, string>> = {
  pt: {
    bad_request: 'A requisição é inválida.',
    validation_error: 'Alguns campos são inválidos. Corrija-os e tente novamente.',
    invalid_json: 'O corpo da requisição não é um JSON válido.',
    invalid_token: 'Este link é inválido, já foi usado ou expirou. Peça um novo.',
    unauthorized: 'Você precisa entrar para continuar.',
    invalid_credentials: 'E-mail ou senha inválidos',
    invalid_admin_credentials: 'Usuário ou senha incorretos',
    token_expired: 'Sua sessão expirou. Entre novamente.',
    forbidden: 'Você não tem permissão para esta ação.',
    not_found: 'Registro não encontrado.',
    route_not_found: 'Endereço não encontrado.',
    method_not_allowed: 'Método não permitido para este endereço.',
    conflict: 'Este registro conflita com um já existente.',
    payload_too_large: 'O conteúdo enviado é grande demais.',
    unsupported_media_type: 'Tipo de arquivo ou conteúdo não suportado.',
    business_rule: 'A operação não é permitida pelas regras do sistema.',
    rate_limited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    internal_error: 'Erro interno do servidor',
    service_unavailable: 'O serviço está indisponível no momento. Tente novamente mais tarde.',
  },
  'en-US': {
    bad_request: 'The request is invalid.',
    validation_error: 'Some fields are invalid. Correct them and try again.',
    invalid_json: 'The request body is not valid JSON.',
    invalid_token: 'This link is invalid, was already used or has expired. Ask for a new one.',
    unauthorized: 'You need to sign in to continue.',
    invalid_credentials: 'Invalid email or password',
    invalid_admin_credentials: 'Invalid username or password',
    token_expired: 'Your session has expired. Please sign in again.',
    forbidden: 'You do not have permission for this action.',
    not_found: 'Record not found.',
    route_not_found: 'Address not found.',
    method_not_allowed: 'Method not allowed for this address.',
    conflict: 'This record conflicts with an existing one.',
    payload_too_large: 'The content sent is too large.',
    unsupported_media_type: 'Unsupported file or content type.',
    business_rule: 'The operation is not allowed by the system rules.',
    rate_limited: 'Too many attempts. Wait a moment and try again.',
    internal_error: 'Internal server error',
    service_unavailable: 'The service is unavailable right now. Please try again later.',
  },
};
