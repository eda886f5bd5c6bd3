import type { ErrorCode } from '@ponteiro/shared';
import { ERROR_MESSAGES_PT, VALIDATION_MESSAGES_PT, type ValidationKey } from '@ponteiro/shared';

// The rest of the Portuguese core catalogue: texts only screens drawn with antd read (forms'
// validation messages, error messages by code, the auth screens other than sign-in). They are
// merged into `translation` when antd's provider loads (app/antd-provider.tsx), so the sign-in
// page does not carry them. The type of `translation` is the whole (pt.ts `Catalogue`).
export const ptWithAntd = {
  auth: {
    name: 'Nome',
    phone: 'Telefone',
    countryCode: 'Código do país',
    passwordRule: 'De 8 a 128 caracteres, com ao menos uma letra e um número.',
    confirmPassword: 'Confirme a senha',
    passwordMismatch: 'As senhas não conferem.',
    backToSignIn: 'Voltar para entrar',
    signUp: {
      title: 'Criar conta',
      subtitle: 'Cadastre-se para começar a usar o Ponteiro.',
      submit: 'Criar conta',
      haveAccount: 'Já tem uma conta?',
      signIn: 'Entrar',
    },
    createCompany: {
      title: 'Cadastrar empresa',
      subtitle: 'Informe os dados do empregador.',
      employerType: 'Tipo de empregador',
      cnpj: 'CNPJ',
      cpf: 'CPF',
      legalName: 'Razão social',
      tradeName: 'Nome fantasia',
      timezone: 'Fuso horário',
      submit: 'Cadastrar empresa',
      backToList: 'Voltar às minhas empresas',
    },
    selectCompany: {
      title: 'Escolha a empresa',
      subtitle_one: 'Você tem acesso a uma empresa.',
      subtitle_other: 'Você tem acesso a {{count}} empresas.',
      role: 'Perfil: {{role}}',
      choose: 'Entrar em {{name}}',
      empty: 'Você ainda não participa de nenhuma empresa.',
      createAnother: 'Cadastrar outra empresa',
      loadError: 'Não foi possível carregar suas empresas.',
      signOut: 'Sair',
    },
    roles: {
      owner: 'Proprietário',
      super_admin: 'Superadministrador',
      admin: 'Administrador',
      employee: 'Colaborador',
      custom: 'Perfil personalizado',
    },
    invitation: {
      title: 'Convite',
      accepting: 'Aceitando o convite…',
      invalid:
        'Este convite é inválido, expirou ou foi enviado para outro e-mail. Peça um novo convite a quem o enviou.',
    },
    forgot: {
      title: 'Esqueci minha senha',
      subtitle: 'Informe seu e-mail e enviaremos um link para criar uma nova senha.',
      submit: 'Enviar link',
      sent: 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.',
    },
    reset: {
      title: 'Nova senha',
      checking: 'Verificando o link…',
      invalid: 'Este link é inválido ou expirou.',
      askAgain: 'Pedir um novo link',
      newPassword: 'Nova senha',
      submit: 'Salvar nova senha',
      done: 'Senha alterada. Entre com a nova senha.',
    },
    admin: {
      title: 'Administração do Ponteiro',
      subtitle: 'Acesso restrito à equipe da plataforma.',
      username: 'Usuário',
      submit: 'Entrar',
      profileTitle: 'Perfil do administrador',
      superuser: 'Superusuário',
      yes: 'Sim',
      no: 'Não',
    },
    changePassword: {
      title: 'Alterar senha',
      current: 'Senha atual',
      'new': 'Nova senha',
      submit: 'Alterar senha',
      done: 'Senha alterada.',
    },
  },
  validation: VALIDATION_MESSAGES_PT as Record<ValidationKey, string>,
  errors: ERROR_MESSAGES_PT as Record<ErrorCode, string>,
};
