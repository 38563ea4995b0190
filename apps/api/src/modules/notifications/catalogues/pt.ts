/** The notifications' words in pt, by message id (see ../messages.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'notification.welcome.title': 'Boas-vindas ao {site}',
  'notification.welcome.message':
    'O seu endereço de e-mail está confirmado. Quando estiver pronta, pague a taxa de inscrição e comece a sua candidatura: o seu rascunho é salvo conforme você avança.',
  'notification.action.startRegistration': 'Começar a inscrição',
  'notification.action.competitionInfo': 'O concurso',
  'notification.action.viewApplication': 'Ver minha candidatura',
  'notification.action.editRegistration': 'Editar minha inscrição',
  'notification.action.reviewRegistration': 'Revisar minha inscrição',
  'notification.action.goToDashboard': 'Ir para o painel',
  'notification.action.continueRegistration': 'Continuar a inscrição',
  'notification.action.contactSupport': 'Falar com o suporte',
  'notification.action.openConversation': 'Abrir a conversa',
  'notification.submitted.title': 'Inscrição enviada',
  'notification.submitted.message':
    'Obrigado: recebemos a sua inscrição. A organização vai analisá-la e você terá notícias nossas aqui e por e-mail.',
  'notification.editStarted.title': 'Edição iniciada',
  'notification.editStarted.message':
    'Você abriu a sua inscrição para alterações ({remaining, plural, one {restará # edição} other {restarão # edições}} depois desta). Atualize a sua inscrição para enviá-la novamente para análise.',
  'notification.updated.title': 'Inscrição atualizada',
  'notification.updated.message':
    'As suas alterações foram salvas e a sua inscrição voltou para a análise da organização.',
  'notification.approved.title': 'Inscrição aprovada',
  'notification.approved.message':
    'Parabéns: a organização aprovou a sua inscrição. Em breve entraremos em contato sobre os próximos passos.',
  'notification.attention.title': 'A sua inscrição precisa de atenção',
  'notification.attention.message': 'A organização pediu alterações: {note}',
  'notification.activated.title': 'Você é participante oficial',
  'notification.activated.message':
    'Boas-vindas, candidata oficial. A sua inscrição é definitiva e a sua jornada no concurso começa agora.',
  'notification.editsGranted.title': 'Você pode editar a sua inscrição novamente',
  'notification.editsGranted.message':
    'A organização concedeu mais edições: agora você tem {remaining, plural, one {# edição disponível} other {# edições disponíveis}}.',
  'notification.payment.title': 'Pagamento recebido',
  'notification.payment.message':
    'Recebemos a sua taxa de inscrição de {amount}. Agora você pode concluir a sua inscrição.',
  'notification.waived.title': 'Taxa de inscrição isenta',
  'notification.waived.message':
    'A organização isentou você da taxa de inscrição. Agora você pode concluir a sua inscrição.',
  'notification.refunded.title': 'Taxa de inscrição reembolsada',
  'notification.refunded.message': 'A sua taxa de inscrição de {amount} foi reembolsada.',
  'notification.corrected.title': 'A sua inscrição foi corrigida',
  'notification.corrected.message': 'A organização corrigiu {field}: {reason}',
  'notification.todoSentBack.title': '“{todo}” precisa ser enviada novamente',
  'notification.todoSentBack.message': 'A organização devolveu a tarefa a você. O motivo: {reason}',
  'notification.action.openTodos': 'Abrir as minhas tarefas',
};

export default catalogue;
