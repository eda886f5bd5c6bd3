import type { ErrorCode } from './codes.js';

// The error messages in Portuguese (see messages.ts), one file per language for the SPA's bundles.
export const ERROR_MESSAGES_PT: Record<ErrorCode, string> = {
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
};
