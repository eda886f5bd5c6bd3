// Texts of widgets drawn only inside the company and admin layouts (notification bell, image
// upload): namespace `widgets`, loaded with those components' chunks. Keys keep their core path.
export const widgets = {
  notifications: {
    label: 'Notificações',
    title: 'Notificações',
    empty: 'Nenhuma notificação por enquanto.',
    tabs: 'Tipos de aviso',
    notifications: 'Notificações',
    messages: 'Mensagens',
    tasks: 'Tarefas',
    notificationsHint: 'Avisos da plataforma, como novas empresas e dispositivos sem comunicação.',
    messagesHint: 'Mensagens enviadas pelos clientes e distribuidores.',
    tasksHint: 'Pendências que aguardam uma ação da administração.',
    placeholder: 'A central de avisos está em construção; os números acima são de exemplo.',
  },
  imageUpload: {
    hint: 'JPEG ou PNG, até {{limit}}.',
    choose: 'Enviar imagem',
    replace: 'Trocar imagem',
    remove: 'Remover',
    cancel: 'Cancelar',
    removeConfirm: 'Remover a imagem?',
    uploaded: 'Imagem salva.',
    removed: 'Imagem removida.',
    type: 'Envie uma imagem JPEG ou PNG.',
    size: 'A imagem deve ter no máximo {{limit}}.',
  },
};
