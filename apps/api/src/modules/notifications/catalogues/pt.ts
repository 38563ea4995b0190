/** The notifications' words in pt, by message id (see ../messages.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'notification.welcome.title': 'Boas-vindas ao {site}',
  'notification.welcome.message':
    'Seu endereço de e-mail está confirmado. Quando estiver pronta, pague a taxa de inscrição e comece sua candidatura: seu rascunho é salvo conforme você avança.',
  'notification.action.startRegistration': 'Começar a inscrição',
  'notification.action.competitionInfo': 'O concurso',
  'notification.action.viewApplication': 'Ver minha candidatura',
  'notification.action.editRegistration': 'Editar minha inscrição',
  'notification.action.reviewRegistration': 'Revisar minha inscrição',
  'notification.action.goToDashboard': 'Ir para o painel',
  'notification.action.continueRegistration': 'Continuar a inscrição',
  'notification.action.contactSupport': 'Falar com o suporte',
  'notification.submitted.title': 'Inscrição enviada',
  'notification.submitted.message':
    'Obrigada: recebemos sua inscrição. A organização vai analisá-la e você terá notícias nossas aqui e por e-mail.',
  'notification.editStarted.title': 'Edição iniciada',
  'notification.editStarted.message':
    'Você abriu sua inscrição para alterações ({remaining, plural, one {restará # edição} other {restarão # edições}} depois desta). Atualize sua inscrição para enviá-la novamente para análise.',
  'notification.updated.title': 'Inscrição atualizada',
  'notification.updated.message': 'Suas alterações foram salvas e sua inscrição voltou para a análise da organização.',
  'notification.approved.title': 'Inscrição aprovada',
  'notification.approved.message':
    'Parabéns: a organização aprovou sua inscrição. Em breve entraremos em contato sobre os próximos passos.',
  'notification.attention.title': 'Sua inscrição precisa de atenção',
  'notification.attention.message': 'A organização pediu alterações: {note}',
  'notification.activated.title': 'Você é participante oficial',
  'notification.activated.message':
    'Boas-vindas, candidata oficial. Sua inscrição é definitiva e sua jornada no concurso começa agora.',
  'notification.editsGranted.title': 'Você pode editar sua inscrição novamente',
  'notification.editsGranted.message':
    'A organização concedeu mais edições: agora você tem {remaining, plural, one {# edição disponível} other {# edições disponíveis}}.',
  'notification.payment.title': 'Pagamento recebido',
  'notification.payment.message':
    'Recebemos sua taxa de inscrição de {amount}. Agora você pode concluir sua inscrição.',
  'notification.waived.title': 'Taxa de inscrição isenta',
  'notification.waived.message':
    'A organização isentou você da taxa de inscrição. Agora você pode concluir sua inscrição.',
  'notification.refunded.title': 'Taxa de inscrição reembolsada',
  'notification.refunded.message': 'Sua taxa de inscrição de {amount} foi reembolsada.',
  'notification.corrected.title': 'Sua inscrição foi corrigida',
  'notification.corrected.message': 'A organização corrigiu {field}: {reason}',
};

export default catalogue;
