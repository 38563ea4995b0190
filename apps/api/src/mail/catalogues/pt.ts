/** The e-mails' words in pt, by message id (see ../i18n.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'mail.layout.tagline': 'Onde a beleza encontra o propósito',
  'mail.layout.buttonFallback': 'Se o botão não funcionar, copie este link no seu navegador:',
  'mail.layout.unsubscribe': 'Cancelar a inscrição nestas mensagens',
  'mail.layout.hello': 'Olá, {name},',
  'mail.layout.linkLine': '{label}:',
  'mail.verify.title': 'Confirme o seu endereço de e-mail',
  'mail.verify.preheader': 'Um clique para confirmar a sua conta no {site}.',
  'mail.verify.welcome':
    'Boas-vindas ao {site}. Ficamos muito felizes por você querer fazer parte de um concurso onde a beleza encontra o propósito.',
  'mail.verify.why':
    'Confirme que este é o seu endereço de e-mail para que possamos mantê-la informada sobre a sua inscrição.',
  'mail.verify.action': 'Verificar meu e-mail',
  'mail.verify.expiry': 'Este link funciona uma única vez e expira em {hours} horas.',
  'mail.verify.footnote': 'Se você não criou uma conta no {site}, pode ignorar esta mensagem.',
  'mail.verify.subject': 'Verifique o seu endereço de e-mail no {site}',
  'mail.reset.title': 'Redefina a sua senha',
  'mail.reset.preheader': 'Um link para escolher uma nova senha.',
  'mail.reset.intro': 'Recebemos um pedido para redefinir a senha da sua conta. Escolha uma nova pelo botão abaixo.',
  'mail.reset.action': 'Escolher uma nova senha',
  'mail.reset.expiry':
    'Este link funciona uma única vez e expira em {hours} hora. Redefinir a senha encerra a sua sessão em todos os dispositivos.',
  'mail.reset.footnote': 'Se não foi você quem pediu, pode ignorar esta mensagem: a sua senha continua a mesma.',
  'mail.reset.subject': 'Redefina a sua senha do {site}',
  'mail.changed.title': 'A sua senha foi alterada',
  'mail.changed.preheader': 'A sua senha acabou de ser alterada.',
  'mail.changed.intro':
    'A senha da sua conta acabou de ser alterada, e a sessão foi encerrada em todos os dispositivos conectados.',
  'mail.changed.ifYou': 'Se foi você, não precisa fazer mais nada.',
  'mail.account.signIn': 'Entrar',
  'mail.changed.footnote': 'Se você não alterou a sua senha, redefina-a agora em {reset} e fale conosco por {contact}.',
  'mail.changed.subject': 'A sua senha do {site} foi alterada',
  'mail.exists.title': 'Você já tem uma conta',
  'mail.exists.preheader': 'Alguém tentou criar uma conta com este endereço de e-mail.',
  'mail.exists.intro':
    'Alguém, talvez você, acabou de tentar criar uma nova conta com este endereço de e-mail. Você já tem uma, então nenhuma conta nova foi criada.',
  'mail.exists.signIn': 'Entre com a sua conta atual ou redefina a senha se a tiver esquecido.',
  'mail.exists.forgot': 'Esqueceu a senha? Redefina aqui: {reset}',
  'mail.exists.footnote': 'Se não foi você, pode ignorar esta mensagem. A sua conta não foi alterada.',
  'mail.exists.subject': 'Você já tem uma conta no {site}',
  'mail.registration.submittedTitle': 'Recebemos a sua inscrição',
  'mail.registration.submittedPreheader': 'Recebemos a sua inscrição e vamos analisá-la em breve.',
  'mail.registration.submittedThanks': 'Obrigado pela sua inscrição no {site}. Ela chegou até nós em {date}.',
  'mail.registration.submittedNext':
    'A nossa equipe vai agora analisar os seus dados e documentos. Escreveremos para você assim que houver novidades.',
  'mail.registration.viewAction': 'Ver a minha inscrição',
  'mail.registration.submittedEdits':
    'Se precisar corrigir algo, você pode editar a sua inscrição pelo seu portal um número limitado de vezes.',
  'mail.registration.submittedFootnote': 'Dúvidas? Escreva para nós em {contact}.',
  'mail.registration.submittedSubject': 'Inscrição recebida: {site}',
  'mail.registration.updatedTitle': 'A sua inscrição foi atualizada',
  'mail.registration.updatedPreheader': 'Recebemos as alterações da sua inscrição.',
  'mail.registration.updatedIntro':
    'Recebemos as alterações da sua inscrição. Ela voltou para a nossa equipe para análise.',
  'mail.registration.updatedRemaining':
    '{count, plural, =0 {Você não tem mais edições disponíveis.} one {Resta # edição para você.} other {Restam # edições para você.}}',
  'mail.registration.updatedFootnote':
    'Se você não fez esta alteração, entre em contato conosco imediatamente em {contact}.',
  'mail.registration.updatedSubject': 'Inscrição atualizada: {site}',
  'mail.review.contactLine': 'Dúvidas? Escreva para nós em {contact}; lemos todas as mensagens.',
  'mail.review.noteFrom': 'Uma nota da organização:',
  'mail.review.editsLeft':
    '{count, plural, =0 {Você não tem edições disponíveis.} one {Você tem # edição disponível.} other {Você tem # edições disponíveis.}}',
  'mail.review.portalAction': 'Ir para o meu portal',
  'mail.review.viewAction': 'Ver a minha inscrição',
  'mail.review.approvedTitle': 'A sua inscrição foi aprovada',
  'mail.review.approvedPreheader': 'Parabéns: a organização aprovou a sua inscrição.',
  'mail.review.approvedIntro': 'Parabéns. A nossa equipe analisou a sua inscrição no {site} e a aprovou.',
  'mail.review.approvedNext':
    'Este é um passo importante na sua jornada. Entraremos em contato sobre as próximas etapas: a orientação, o seu programa continental e como preparar a sua plataforma para o palco.',
  'mail.review.approvedContact':
    'Mantenha os seus dados de contato atualizados para que nenhuma mensagem nossa se perca.',
  'mail.review.approvedSubject': 'A sua inscrição foi aprovada: {site}',
  'mail.review.attentionTitle': 'A sua inscrição precisa da sua atenção',
  'mail.review.attentionPreheader': 'A organização pediu algumas alterações na sua inscrição.',
  'mail.review.attentionIntro':
    'Obrigado pela sua inscrição. A nossa equipe a analisou e precisa de algumas informações suas antes de seguir adiante. Esta é a mensagem da equipe:',
  'mail.review.attentionAction': 'Rever a minha inscrição',
  'mail.review.attentionHow':
    'Abra o seu portal, inicie uma edição, faça as alterações e envie a sua inscrição novamente. Vamos analisá-la assim que chegar.',
  'mail.review.attentionSubject': 'A sua inscrição precisa da sua atenção: {site}',
  'mail.review.activeTitle': 'Boas-vindas, candidata oficial',
  'mail.review.activePreheader': 'Agora você é uma participante ativa do {site}.',
  'mail.review.activeIntro':
    'É uma honra receber você como participante ativa do {site}. Agora você representa o seu continente, a sua comunidade e a sua causa.',
  'mail.review.activeNext':
    'A sua inscrição é definitiva. Nas próximas semanas, vamos compartilhar o seu programa, o cronograma de ensaios e o apoio à sua disposição.',
  'mail.review.activeSubject': 'Boas-vindas, candidata oficial: {site}',
  'mail.review.editsTitle': 'Você pode editar a sua inscrição novamente',
  'mail.review.editsPreheader': 'A organização concedeu mais edições a você.',
  'mail.review.editsIntro':
    'A organização concedeu mais edições a você, então você pode atualizar a sua inscrição novamente.',
  'mail.review.editsAction': 'Editar a minha inscrição',
  'mail.review.editsHow':
    'Cada vez que você inicia uma edição, uma é usada. Envie as suas alterações quando estiver pronta e nós as analisaremos.',
  'mail.review.editsSubject': 'Você pode editar a sua inscrição: {site}',
  'mail.review.messagePreheader': 'Uma mensagem da equipe do {site}.',
  'mail.review.messageFootnote': 'Para falar conosco, basta responder a este e-mail: a resposta chega à organização.',
  'mail.review.messageSubject': '{subject}: {site}',
  'mail.review.threadAction': 'Responder no meu portal',
  'mail.review.threadFootnote':
    'Responda no seu portal, onde você pode anexar um arquivo, ou responda a este e-mail: as duas formas chegam à organização.',
  'mail.review.correctedTitle': 'Corrigimos a sua inscrição',
  'mail.review.correctedPreheader': 'A organização corrigiu “{field}” na sua inscrição.',
  'mail.review.correctedIntro': 'A nossa equipe corrigiu um dado da sua inscrição: {field}.',
  'mail.review.correctedChange': 'Antes: {before}. Agora: {after}.',
  'mail.review.correctedEmpty': '(vazio)',
  'mail.review.correctedWhy': 'Motivo: {reason}',
  'mail.review.correctedWrong': 'Se não estiver correto, escreva para nós e vamos restaurar o valor anterior.',
  'mail.review.correctedSubject': 'Corrigimos a sua inscrição: {site}',
  'mail.payments.continueAction': 'Continuar a minha inscrição',
  'mail.payments.reference': 'Referência: {reference}',
  'mail.payments.receiptTitle': 'Pagamento recebido',
  'mail.payments.receiptPreheader': 'Recebemos a sua taxa de inscrição do {site}, no valor de {amount}.',
  'mail.payments.receiptThanks':
    'Obrigado. Recebemos a sua taxa de inscrição de {amount}. O formulário de inscrição já está aberto para você preencher.',
  'mail.payments.receiptTakeYourTime':
    'Preencha o formulário com calma: as suas respostas são salvas à medida que você avança, e você pode voltar a ele quando quiser antes de enviar.',
  'mail.payments.receiptFor': 'Recibo referente a: taxa de inscrição do {site}',
  'mail.payments.receiptAmount': 'Valor pago: {amount}',
  'mail.payments.receiptPaidOn': 'Pago em: {date}',
  'mail.payments.receiptMethod': 'Forma de pagamento: {method}',
  'mail.payments.method':
    '{method, select, test {Pagamento de teste (nenhum valor foi cobrado)} stripe {Cartão (Stripe)} paystack {Paystack} bank_transfer {Transferência bancária} cash {Dinheiro} waiver {Taxa dispensada} other {Registrado pela organização}}',
  'mail.payments.receiptFootnote':
    'Guarde esta mensagem como o seu recibo. Dúvidas sobre o pagamento? Escreva para nós em {contact} e informe a referência acima.',
  'mail.payments.receiptSubject': 'Pagamento recebido: taxa de inscrição do {site}',
  'mail.payments.refundTitle': 'A sua taxa de inscrição foi reembolsada',
  'mail.payments.refundPreheader': 'Um reembolso de {amount} está a caminho.',
  'mail.payments.refundIntro':
    'A sua taxa de inscrição de {amount} foi reembolsada pelo mesmo meio de pagamento que você usou. Dependendo do seu banco, pode levar alguns dias para aparecer.',
  'mail.payments.refundClosed':
    'Enquanto a taxa estiver reembolsada, o formulário de inscrição fica fechado para a sua conta.',
  'mail.payments.refundAction': 'Fale conosco',
  'mail.payments.refundFootnote':
    'Se você não esperava este reembolso, entre em contato conosco e informe a referência acima.',
  'mail.payments.refundSubject': 'Reembolso da sua taxa de inscrição do {site}',
  'mail.payments.waivedTitle': 'A sua taxa de inscrição foi dispensada',
  'mail.payments.waivedPreheader': 'A organização dispensou a sua taxa de inscrição do {site}.',
  'mail.payments.waivedIntro':
    'Boa notícia: a organização dispensou a sua taxa de inscrição. O formulário de inscrição já está aberto para você preencher.',
  'mail.payments.waivedTakeYourTime':
    'Preencha o formulário com calma: as suas respostas são salvas à medida que você avança.',
  'mail.payments.waivedFootnote': 'Dúvidas? Escreva para nós em {contact} e informe a referência acima.',
  'mail.payments.waivedSubject': 'A sua taxa de inscrição do {site} foi dispensada',
  'mail.feeReminder.title': 'A sua taxa de inscrição ainda não foi paga',
  'mail.feeReminder.preheader': 'As inscrições encerram em {deadline} (UTC).',
  'mail.feeReminder.intro':
    'Você criou a sua conta no {site}, mas a sua taxa de inscrição ainda não foi paga. As inscrições encerram em {deadline} (UTC): pague a taxa até lá para concluir a sua inscrição.',
  'mail.feeReminder.action': 'Pagar a minha taxa de inscrição',
  'mail.feeReminder.body': 'Se você acabou de pagar, pode ignorar esta mensagem.',
  'mail.feeReminder.subject': 'Lembrete: as inscrições encerram em {deadline} (UTC)',
  'mail.todos.title': '{when, select, tomorrow {Uma tarefa vence amanhã} other {Uma tarefa vence em uma semana}}',
  'mail.todos.preheader': '{when, select, tomorrow {“{todo}” vence amanhã.} other {“{todo}” vence em uma semana.}}',
  'mail.todos.intro':
    '{when, select, tomorrow {A tarefa “{todo}” vence amanhã, em {deadline} (UTC), e ainda não foi concluída.} other {A tarefa “{todo}” vence em uma semana, em {deadline} (UTC), e ainda não foi concluída.}}',
  'mail.todos.action': 'Abrir as minhas tarefas',
  'mail.todos.body': 'Você pode concluí-la pelo seu painel.',
  'mail.todos.subject':
    '{when, select, tomorrow {Lembrete: “{todo}” vence amanhã} other {Lembrete: “{todo}” vence em uma semana}}',
  'mail.todoReview.title': 'Uma tarefa precisa ser enviada novamente',
  'mail.todoReview.preheader': 'A organização devolveu “{todo}” a você.',
  'mail.todoReview.intro':
    'A organização analisou o que você enviou para “{todo}” e precisa que você envie novamente. O motivo:',
  'mail.todoReview.action': 'Abrir as minhas tarefas',
  'mail.todoReview.body': 'Envie novamente pelo seu painel antes do prazo, {deadline} (UTC).',
  'mail.todoReview.subject': '“{todo}” precisa ser enviada novamente',
  'mail.privacy.exportTitle': 'Os seus dados estão prontos para baixar',
  'mail.privacy.exportPreheader': 'A cópia dos seus dados do {site} que você pediu.',
  'mail.privacy.exportIntro':
    'A cópia dos seus dados que você pediu está pronta: a sua conta, a sua inscrição e cada versão dela, as suas notificações, os seus pagamentos, o que você aceitou e os arquivos que você enviou, em um único arquivo ZIP.',
  'mail.privacy.exportAction': 'Baixar os meus dados',
  'mail.privacy.exportExpiry':
    'Este link expira em {hours} horas. Depois disso, peça uma nova cópia em “Configurações da conta”.',
  'mail.privacy.exportFootnote':
    'Se você não fez este pedido, altere a sua senha e entre em contato conosco: outra pessoa pode ter acesso à sua conta.',
  'mail.privacy.exportSubject': 'Os seus dados do {site} estão prontos para baixar',
  'mail.inquiries.contactTitle': 'Recebemos a sua mensagem',
  'mail.inquiries.contactPreheader': 'Obrigado por escrever para o {site}.',
  'mail.inquiries.contactThanks':
    'Obrigado por entrar em contato com o {site}. A sua mensagem chegou à nossa equipe, e respondemos a todas as mensagens em até dois dias úteis.',
  'mail.inquiries.contactType': 'Tipo de solicitação: {type}.',
  'mail.inquiries.requestType':
    '{type, select, partnership {Solicitação de parceria} sponsorship {Solicitação de patrocínio} media {Solicitação de imprensa} general {Pergunta ou comentário geral} other {Outro}}',
  'mail.inquiries.contactAction': 'Visitar o {site}',
  'mail.inquiries.contactRecords': 'Para o seu registro, esta é a mensagem que você escreveu:',
  'mail.inquiries.contactFootnote': 'Se você não enviou esta mensagem, pode ignorar este e-mail.',
  'mail.inquiries.contactSubject': 'Recebemos a sua mensagem · {site}',
  'mail.inquiries.sponsorshipTitle': 'Obrigado pela sua solicitação de patrocínio',
  'mail.inquiries.sponsorshipPreheader': 'A nossa equipe de parcerias entrará em contato em breve.',
  'mail.inquiries.sponsorshipThanks':
    'Obrigado pelo interesse em firmar uma parceria com o {site} em nome de {organization}. A nossa equipe de parcerias lê todas as solicitações e responderá em até três dias úteis.',
  'mail.inquiries.sponsorshipInterest': 'Área de interesse: {interest}.',
  'mail.inquiries.interest':
    '{interest, select, franchise {Representação nacional / Franquia} media {Mídia e imprensa} rights {Direitos e licenciamento de imagens e vídeos} ambassador {Embaixadora ou colaboração de marca} speaker {Palestrante convidada / Participação especial} event {Patrocínio de eventos / Apoio financeiro} other {Outro (especifique)}}',
  'mail.inquiries.sponsorshipAction': 'Ver os níveis de patrocínio',
  'mail.inquiries.sponsorshipRecords': 'Para o seu registro, a sua proposta:',
  'mail.inquiries.sponsorshipFootnote': 'Se você não enviou esta solicitação, pode ignorar este e-mail.',
  'mail.inquiries.sponsorshipSubject': 'A sua solicitação de patrocínio · {site}',
  'mail.inbox.answer': 'Para responder, basta escrever para {address}.',
  'mail.inbox.youWrote': 'Você escreveu em {date}:',
  'mail.inbox.footnote': 'Esta mensagem foi enviada pela equipe do {site} em resposta à sua.',
  'mail.review.correctedField':
    '{field, select, nationality {Nacionalidade} residence {País de residência} address {Endereço} ethnicity {Etnia} height {Altura} weight {Peso} hairColor {Cor do cabelo} eyeColor {Cor dos olhos} measurements_bust {Busto} measurements_waist {Cintura} measurements_hips {Quadril} healthFitness {Saúde e condicionamento físico} occupation {Profissão} moralCharacter {O que você defende} talent_category {Categoria do talento} talent_description {Descrição do talento} talent_video {Link da apresentação do talento} platform_cause {Causa da sua plataforma} platform_description {Descrição da sua plataforma} platform_experience {Experiência relacionada} socialMedia_instagram {Instagram} socialMedia_facebook {Facebook} socialMedia_twitter {X / Twitter} socialMedia_tiktok {TikTok} socialMedia_youtube {YouTube} emergencyContact_name {Nome do contato de emergência} emergencyContact_relationship {Parentesco do contato de emergência} emergencyContact_phone {Telefone do contato de emergência} emergencyContact_email {E-mail do contato de emergência} emergencyContact_address_street {Rua do contato de emergência} emergencyContact_address_city {Cidade do contato de emergência} emergencyContact_address_state {Estado ou região do contato de emergência} emergencyContact_address_country {País do contato de emergência} emergencyContact_address_postalCode {Código postal do contato de emergência} other {Outro}}',
  'mail.payments.receiptAttached': 'O seu recibo segue em anexo a esta mensagem, em PDF.',
  'mail.payments.packReceiptTitle': 'Pacote de votos recebido',
  'mail.payments.packReceiptPreheader':
    '{votes, plural, one {# voto está} other {# votos estão}} no seu saldo para {vote}.',
  'mail.payments.packReceiptThanks':
    'Obrigado. Recebemos o seu pagamento de {amount} por um pacote de {votes, plural, one {# voto} other {# votos}} em {vote}. Já estão no seu saldo: depois de usar os votos gratuitos do dia, cada toque em Votar usa um.',
  'mail.payments.packReceiptFor': 'Recibo de: um pacote de {votes, plural, one {# voto} other {# votos}} em {vote}',
  'mail.payments.packAction': 'Ir para a votação',
  'mail.payments.packReceiptSubject': 'Pagamento recebido: o seu pacote de votos do {site}',
  'mail.payments.refundMadeTitle': 'Reembolso efetuado',
  'mail.payments.partialRefundIntro':
    'Reembolsámos {amount} do seu pagamento de {total} por {what, select, pack {o seu pacote de votos} other {a sua taxa de inscrição}}, pelo mesmo meio com que pagou. Consoante o seu banco, pode demorar alguns dias a aparecer.',
  'mail.payments.partialRefundRemaining': 'Continua pago após este reembolso: {remaining}.',
  'mail.payments.packRefundIntro':
    'O seu pacote de votos de {amount} foi reembolsado pelo mesmo meio com que pagou. Os votos que lhe restavam saíram do seu saldo. Consoante o seu banco, pode demorar alguns dias a aparecer.',
  'mail.payments.refundMadeSubject': 'Reembolso de {amount} do seu pagamento ao {site}',
  'mail.receiptDocument.title': 'RECIBO',
  'mail.receiptDocument.number': 'N.º {number}',
  'mail.receiptDocument.issuedBy': 'Emitido por',
  'mail.receiptDocument.receivedFrom': 'Recebido de',
  'mail.receiptDocument.description': 'DESCRIÇÃO',
  'mail.receiptDocument.amount': 'VALOR',
  'mail.receiptDocument.itemFee': 'Taxa de inscrição do {site}',
  'mail.receiptDocument.itemPack': 'Pacote de votos: {votes, plural, one {# voto} other {# votos}} em {vote}',
  'mail.receiptDocument.aFanVote': 'uma votação do público',
  'mail.receiptDocument.coupon': 'Código de desconto {code}',
  'mail.receiptDocument.totalPaid': 'Total pago',
  'mail.receiptDocument.totalWaived': 'Total (isento)',
  'mail.receiptDocument.waived':
    'A taxa de inscrição foi dispensada pelos organizadores: não foi cobrado nenhum valor.',
  'mail.receiptDocument.refundedFull': 'Este pagamento foi reembolsado em {date}.',
  'mail.receiptDocument.refundedPart': 'Foram reembolsados {refunded} deste pagamento; {remaining} continuam pagos.',
  'mail.receiptDocument.details': 'Detalhes do pagamento',
  'mail.receiptDocument.dateWaived': 'Data da isenção',
  'mail.receiptDocument.datePaid': 'Data do pagamento',
  'mail.receiptDocument.paidThrough': 'Pago através de',
  'mail.receiptDocument.method': 'Método',
  'mail.receiptDocument.providerReference': 'Referência do fornecedor',
  'mail.receiptDocument.ourReference': 'A nossa referência',
  'mail.receiptDocument.receiptNumber': 'Número do recibo',
  'mail.receiptDocument.refunded': 'Reembolsado',
  'mail.receiptDocument.keep': 'Guarde este recibo para os seus registos.',
  'mail.receiptDocument.questions':
    'Dúvidas sobre este pagamento? Escreva para {email} e indique a referência {reference}.',
  'mail.delegates.publishedTitle': 'A sua página de representante está no ar',
  'mail.delegates.publishedPreheader': 'Os organizadores publicaram o seu perfil público em {site}.',
  'mail.delegates.publishedIntro':
    'Os organizadores publicaram o seu perfil público: o público, os jurados e a imprensa já podem ler a sua biografia e ver as suas fotos em {site}.',
  'mail.delegates.publishedShare':
    'Partilhe a sua página com quem a apoia. Pode alterar a sua biografia no seu portal quando quiser.',
  'mail.delegates.publishedAction': 'Ver a minha página',
  'mail.delegates.publishedSubject': 'A sua página de representante está no ar: {site}',
  'mail.delegates.takenDownTitle': 'A sua página de representante está fora do ar',
  'mail.delegates.takenDownPreheader': 'Os organizadores retiraram o seu perfil público de {site}.',
  'mail.delegates.takenDownIntro':
    'Os organizadores retiraram o seu perfil público de {site} por enquanto. O endereço continua a ser o seu se voltar a ser publicado.',
  'mail.delegates.takenDownContact': 'Se não esperava isto, escreva aos organizadores a partir do seu portal.',
  'mail.delegates.takenDownAction': 'Ir para o meu portal',
  'mail.delegates.takenDownSubject': 'A sua página de representante está fora do ar: {site}',
  'mail.secondFactorReset.title': 'O seu início de sessão em dois passos foi redefinido',
  'mail.secondFactorReset.preheader': 'Um superadministrador retirou o início de sessão em dois passos da sua conta.',
  'mail.secondFactorReset.intro':
    '{admin} redefiniu o início de sessão em dois passos da sua conta: a sua aplicação de autenticação e os seus códigos de recuperação já não funcionam para ela.',
  'mail.secondFactorReset.next':
    'Inicie sessão com a sua senha e configure novamente o login em duas etapas nas configurações da sua conta.',
  'mail.secondFactorReset.footnote': 'Se não pediu isto, redefina já a sua senha em {reset} e avise os organizadores.',
  'mail.secondFactorReset.subject': 'O seu início de sessão em dois passos em {site} foi redefinido',
  'mail.invoiceDocument.invoiceTitle': 'FATURA',
  'mail.invoiceDocument.creditNoteTitle': 'NOTA DE CRÉDITO',
  'mail.invoiceDocument.billedTo': 'Faturado a',
  'mail.invoiceDocument.taxNumber': 'NIF: {number}',
  'mail.invoiceDocument.totalInvoiced': 'Total faturado',
  'mail.invoiceDocument.totalCredited': 'Total creditado',
  'mail.invoiceDocument.paidInFull': 'Paga na totalidade em {date}: não há nada por pagar.',
  'mail.invoiceDocument.credits':
    'Esta nota de crédito anula {amount} da fatura {invoice}; esse valor foi reembolsado para você.',
  'mail.invoiceDocument.refundOf': 'Reembolso: {item}',
  'mail.invoiceDocument.invoiceDetails': 'Detalhes da fatura',
  'mail.invoiceDocument.creditNoteDetails': 'Detalhes da nota de crédito',
  'mail.invoiceDocument.invoiceNumber': 'Número da fatura',
  'mail.invoiceDocument.creditNoteNumber': 'Número da nota de crédito',
  'mail.invoiceDocument.dateIssued': 'Data de emissão',
  'mail.invoiceDocument.keepInvoice': 'Guarde esta fatura nos seus registros.',
  'mail.invoiceDocument.keepCreditNote': 'Guarde esta nota de crédito junto com a fatura.',
};

export default catalogue;
