import type { TextCatalogue } from '../text';

/** The shared rules' words in pt, keyed by their English text (see ../text.ts). */
const catalogue: TextCatalogue = {
  'Use 1–32 lowercase letters, digits or hyphens, starting with a letter or digit':
    'Use de 1 a 32 letras minúsculas, algarismos ou hífens, começando por uma letra ou um algarismo',
  'Your message is on its way: each copy is sent in turn.':
    'A sua mensagem está a caminho: as cópias são enviadas uma a uma.',
  'A test copy is on its way to your address.': 'Uma cópia de teste está a caminho do seu endereço de e-mail.',
  'Nobody matches this filter: change it before sending.':
    'Ninguém corresponde a este filtro: altere-o antes de enviar.',
  'Done: you will not receive these messages any more. Messages about your own registration still reach you.':
    'Pronto: você deixará de receber estas mensagens. As mensagens sobre a sua própria inscrição continuarão a chegar normalmente.',
  'This link is not valid. Use the link at the foot of the most recent message.':
    'Este link não é válido. Use o link que está no rodapé da mensagem mais recente.',
  'Registration not found.': 'Inscrição não encontrada.',
  'This registration changed since you opened it. Reload to see the latest version.':
    'Esta inscrição foi alterada depois que você a abriu. Recarregue a página para ver a versão mais recente.',
  'You cannot review your own registration. Another member of staff must decide on it.':
    'Você não pode analisar a sua própria inscrição. Outro membro da equipe deve decidir sobre ela.',
  'The contestant is editing this registration. Wait until she sends her changes.':
    'A candidata está com esta inscrição em edição. Aguarde até que ela envie as alterações.',
  'Write a message telling the contestant what needs attention.':
    'Escreva uma mensagem indicando à candidata o que precisa de atenção.',
  'Give the reason a name of at most 80 characters': 'Dê ao motivo um nome com no máximo 80 caracteres',
  'Write the reason she will read, in at most 2000 characters':
    'Escreva o motivo que ela vai ler, com no máximo 2000 caracteres',
  'That reason no longer exists. Choose another one or write your message.':
    'Esse motivo já não existe. Escolha outro ou escreva a sua mensagem.',
  'Reason added. Reviewers can choose it when sending a registration back.':
    'Motivo adicionado. A equipe de revisão pode escolhê-lo ao devolver uma inscrição.',
  'Reason saved.': 'Motivo salvo.',
  'Reason deleted.': 'Motivo excluído.',
  'Send her either a kept reason or your own message, and only when sending a registration back.':
    'Envie a ela um motivo salvo ou a sua própria mensagem, não os dois, e somente ao devolver uma inscrição.',
  'Only a registration under review can be approved.': 'Só é possível aprovar uma inscrição em análise.',
  'Only a registration under review or already approved can be sent back.':
    'Só é possível devolver uma inscrição em análise ou já aprovada.',
  'Only an approved registration can be activated.': 'Só é possível ativar uma inscrição aprovada.',
  'Registration approved. The contestant has been told.': 'Inscrição aprovada. A candidata foi avisada.',
  'Registration sent back with your message. The contestant has been told.':
    'Inscrição devolvida com a sua mensagem. A candidata foi avisada.',
  'She is now an active participant. The contestant has been told.':
    'Agora ela é uma participante ativa. A candidata foi avisada.',
  'Extra edits can only be granted to a submitted registration that is not final.':
    'Só é possível conceder edições adicionais a uma inscrição enviada que ainda não seja definitiva.',
  'Extra edits granted. The contestant has been told.': 'Edições adicionais concedidas. A candidata foi avisada.',
  'Note added.': 'Nota adicionada.',
  'Message sent: she sees it in her portal and by e-mail.':
    'Mensagem enviada: ela vai recebê-la no portal e por e-mail.',
  'Corrected: a new version is on the record and she has been told why.':
    'Correção feita: uma nova versão consta do histórico, e ela foi informada do motivo.',
  'She is editing her registration now: correct it once she has sent it again.':
    'Ela está com a inscrição em edição neste momento: faça a correção depois que ela a enviar de novo.',
  'There is no submitted registration to correct yet.': 'Ainda não há uma inscrição enviada para corrigir.',
  'That is already the value of this field.': 'Este já é o valor deste campo.',
  'Subject is required': 'O assunto é obrigatório',
  'Subject is at most 200 characters': 'O assunto pode ter no máximo 200 caracteres',
  'Message is required': 'A mensagem é obrigatória',
  'Message is at most 5000 characters': 'A mensagem pode ter no máximo 5000 caracteres',
  'Say whether the message is handled': 'Indique se a mensagem já foi tratada',
  'Your reply is on its way.': 'A sua resposta está a caminho.',
  'Marked as handled.': 'Marcada como tratada.',
  'Marked as not handled.': 'Marcada como não tratada.',
  'Invitation sent: the link works for 72 hours.': 'Convite enviado: o link é válido por 72 horas.',
  'A new invitation link is on its way; the earlier one no longer works.':
    'Um novo link de convite está a caminho; o anterior já não funciona.',
  'Invitation revoked: its link no longer works.': 'Convite revogado: o link já não funciona.',
  'This address already has an account: change its role and permissions on its page.':
    'Este endereço já tem uma conta: altere a função e as permissões na página da conta.',
  'This invitation link is not valid any more. Ask the person who invited you for a new one.':
    'Este link de convite já não é válido. Peça um novo a quem enviou o convite.',
  'This invitation is no longer waiting: it was accepted, revoked or has expired.':
    'Este convite já não está pendente: foi aceito, revogado ou expirou.',
  'Welcome aboard: your account is ready.': 'Boas-vindas à equipe: a sua conta está pronta.',
  'Payment recorded: she can now fill in her registration.': 'Pagamento registrado: ela já pode preencher a inscrição.',
  'Fee waived: she can now fill in her registration.': 'Taxa dispensada: ela já pode preencher a inscrição.',
  'Her fee is already paid.': 'A taxa dela já está paga.',
  'Fees are recorded for contestants’ accounts only.': 'Só é possível registrar taxas em contas de candidatas.',
  'This reference is already recorded for another payment.': 'Esta referência já está registrada em outro pagamento.',
  'Refund requested: it is counted once the provider confirms it.':
    'Reembolso solicitado: ele será contabilizado assim que o serviço de pagamentos o confirmar.',
  'Refund recorded.': 'Reembolso registrado.',
  'Only a paid order can be refunded.': 'Só é possível reembolsar um pedido pago.',
  'That is more than what remains to refund on this order.':
    'Esse valor é maior do que o que resta a reembolsar neste pedido.',
  'Enter an amount greater than zero.': 'Informe um valor maior que zero.',
  'The provider refused the refund; nothing was refunded.':
    'O serviço de pagamentos recusou o reembolso; nenhum valor foi devolvido.',
  'Refunded at the provider': 'Reembolsado no serviço de pagamentos',
  'This refund request was made for another order.': 'Esta solicitação de reembolso se refere a outro pedido.',
  'Enter an amount such as 25.00': 'Informe um valor como 25,00',
  'Say whether registration is open': 'Indique se as inscrições estão abertas',
  'Enter the fee as a number': 'Informe a taxa em números',
  'The fee cannot be negative': 'A taxa não pode ser negativa',
  'The fee is at most 100,000': 'A taxa pode ser de no máximo 100.000',
  'Use a three-letter ISO 4217 currency code, e.g. USD':
    'Use um código de moeda ISO 4217 de três letras, por exemplo USD',
  'Choose a currency with cents (two decimals), e.g. USD, EUR, NGN':
    'Escolha uma moeda com centavos (duas casas decimais), por exemplo USD, EUR, NGN',
  'Use at most two decimals': 'Use no máximo duas casas decimais',
  'Use a whole number of edits': 'Informe um número inteiro de edições',
  'Allow between 0 and 20 edits': 'Permita entre 0 e 20 edições',
  'Choose a valid date and time': 'Escolha uma data e um horário válidos',
  'The window must end after it starts': 'O período deve terminar depois de começar',
  'Please enter a valid email address': 'Informe um endereço de e-mail válido',
  'Set the registration fee: registration cannot open until it is set.':
    'Defina a taxa de inscrição: as inscrições não podem abrir até que ela esteja definida.',
  'Settings saved.': 'Configurações salvas.',
  'The preview password was changed.': 'A senha de pré-visualização foi alterada.',
  'Give the theme a name': 'Dê um nome ao tema',
  'The name is at most 80 characters': 'O nome pode ter no máximo 80 caracteres',
  'The new theme is live.': 'O novo tema já está no ar.',
  'The theme is active again.': 'O tema está ativo novamente.',
  'User not found.': 'Usuário não encontrado.',
  'Role changed.': 'Função alterada.',
  'The user already has this role.': 'Este usuário já tem essa função.',
  'Permissions saved.': 'Permissões salvas.',
  'Account deactivated: every session of this user has ended.':
    'Conta desativada: todas as sessões deste usuário foram encerradas.',
  'Account reactivated: the user can sign in again.': 'Conta reativada: o usuário já pode entrar novamente.',
  'This account is already deactivated.': 'Esta conta já está desativada.',
  'This account is already active.': 'Esta conta já está ativa.',
  'You cannot deactivate your own account.': 'Você não pode desativar a sua própria conta.',
  'This is the last active super admin. Make another user super admin first, so someone can still run the site.':
    'Este é o último superadministrador ativo. Torne outro usuário superadministrador primeiro, para que alguém continue podendo administrar o site.',
  'A new verification link is on its way to their address.':
    'Um novo link de verificação está a caminho do endereço de e-mail da pessoa.',
  'A password-reset link is on its way to their address.':
    'Um link para redefinir a senha está a caminho do endereço de e-mail da pessoa.',
  'Every session of this user has ended: they sign in again on each device.':
    'Todas as sessões deste usuário foram encerradas: será preciso entrar novamente em cada dispositivo.',
  'This address is already verified.': 'Este endereço já está verificado.',
  'This account is deactivated: reactivate it first.': 'Esta conta está desativada: reative-a primeiro.',
  'To end your own sessions, change your password in Account settings.':
    'Para encerrar as suas próprias sessões, altere a sua senha em Configurações da conta.',
  'Text cannot contain the NUL character.': 'O texto não pode conter o caractere NUL.',
  'Text cannot contain a broken character (half of a UTF-16 surrogate pair).':
    'O texto não pode conter um caractere corrompido (metade de um par substituto UTF-16).',
  'Please check all fields are filled correctly.': 'Verifique se todos os campos estão preenchidos corretamente.',
  'Login failed': 'Não foi possível entrar',
  'Registration failed': 'Não foi possível criar a conta',
  'Please enter your email address': 'Informe o seu endereço de e-mail',
  'Please enter your password': 'Informe a sua senha',
  'First name is required': 'O nome é obrigatório',
  'Last name is required': 'O sobrenome é obrigatório',
  'Phone number is required': 'O número de telefone é obrigatório',
  'Please fill in all fields': 'Preencha todos os campos',
  'Passwords do not match': 'As senhas não coincidem',
  'Password must be at least 8 characters long': 'A senha deve ter pelo menos 8 caracteres',
  'Password must be at most 128 characters long': 'A senha pode ter no máximo 128 caracteres',
  'This password is too common. Please choose one that is harder to guess.':
    'Esta senha é muito comum. Escolha uma que seja mais difícil de adivinhar.',
  'Password cannot be one character repeated. Please choose one that is harder to guess.':
    'A senha não pode ser um único caractere repetido. Escolha uma que seja mais difícil de adivinhar.',
  'Password cannot be a simple sequence such as 12345678, abcdefgh or qwertyui. Please choose one that is harder to guess.':
    'A senha não pode ser uma sequência simples como 12345678, abcdefgh ou qwertyui. Escolha uma que seja mais difícil de adivinhar.',
  'Password cannot contain the part of your email address before the @.':
    'A senha não pode conter a parte do seu endereço de e-mail que vem antes do @.',
  'Please enter your current password': 'Informe a sua senha atual',
  'Your current password is not correct.': 'A sua senha atual não está correta.',
  'Your new password must be different from your current one.': 'A nova senha deve ser diferente da atual.',
  'Your password has been changed. Your other sessions have been signed out.':
    'A sua senha foi alterada. As suas outras sessões foram encerradas.',
  'Failed to change password': 'Não foi possível alterar a senha',
  'Email cannot be changed. Please contact support.': 'O e-mail não pode ser alterado. Entre em contato com o suporte.',
  'Failed to send reset link': 'Não foi possível enviar o link de redefinição',
  'Password reset link sent to your email': 'Link de redefinição de senha enviado para o seu e-mail',
  'Failed to reset password': 'Não foi possível redefinir a senha',
  'Password reset successful': 'Senha redefinida com sucesso',
  'Failed to verify email. The link may be invalid or expired.':
    'Não foi possível verificar o e-mail. O link pode ser inválido ou ter expirado.',
  'Profile updated successfully': 'Perfil atualizado com sucesso',
  'Failed to save changes': 'Não foi possível salvar as alterações',
  'Failed to fetch profile data.': 'Não foi possível carregar os dados do perfil.',
  'User not authenticated.': 'Usuário não autenticado.',
  'Registration successful. Please check your email to verify your account.':
    'Conta criada com sucesso. Abra o seu e-mail para verificar a conta.',
  'Login successful': 'Você entrou na sua conta',
  'Invalid email or password': 'E-mail ou senha inválidos',
  'This account has been deactivated. Please contact support.':
    'Esta conta foi desativada. Entre em contato com o suporte.',
  'Your email address has been verified. You can now sign in.':
    'O seu endereço de e-mail foi verificado. Agora você já pode entrar.',
  'This verification link is invalid or has expired.': 'Este link de verificação é inválido ou expirou.',
  'If an account exists for that email address, a password reset link has been sent to it.':
    'Se houver uma conta com esse endereço de e-mail, enviamos para ele um link de redefinição de senha.',
  'This password reset link is invalid or has expired.': 'Este link de redefinição de senha é inválido ou expirou.',
  'Your password has been reset. Please sign in with your new password.':
    'A sua senha foi redefinida. Entre com a nova senha.',
  'Your session has expired. Please sign in again.': 'A sua sessão expirou. Entre novamente.',
  'Session renewed': 'Sessão renovada',
  'Signed out': 'Você saiu da sua conta',
  'A new verification link has been sent to your email address.':
    'Enviamos um novo link de verificação para o seu endereço de e-mail.',
  'Your email address is already verified.': 'O seu endereço de e-mail já está verificado.',
  'You have been successfully signed out.': 'Você saiu da sua conta com sucesso.',
  'You have been signed out due to inactivity.': 'A sua sessão foi encerrada por inatividade.',
  'Your public profile can be set up once your registration is approved.':
    'Você poderá configurar o seu perfil público assim que a sua inscrição for aprovada.',
  'She has not agreed to a public profile.': 'Ela não autorizou um perfil público.',
  'A public profile needs her headshot.': 'O perfil público precisa da foto de rosto dela.',
  'This delegate has no public profile.': 'Esta representante não tem perfil público.',
  'Your choices are saved. Staff will publish your profile.':
    'As suas escolhas foram salvas. A equipe publicará o seu perfil.',
  'Your public profile is withdrawn and no longer shown.':
    'O seu perfil público foi retirado e já não aparece no site.',
  'To-do added.': 'Tarefa adicionada.',
  'To-do saved.': 'Tarefa salva.',
  'To-do deleted.': 'Tarefa excluída.',
  'To-do not found.': 'Tarefa não encontrada.',
  'To-dos open once your registration is approved.':
    'As tarefas ficam disponíveis assim que a sua inscrição for aprovada.',
  'This to-do is not one of yours.': 'Esta tarefa não é sua.',
  'This to-do is not completed that way.': 'Esta tarefa não se conclui dessa forma.',
  'Sent. The organisers will review it.': 'Enviado. A organização vai analisá-lo.',
  'This to-do has been accepted: there is nothing more to send.': 'Esta tarefa foi aceita: não há mais nada a enviar.',
  'Choose delegates among the approved contestants': 'Escolha representantes entre as candidatas aprovadas',
  'Choose a continent or delegates, not both': 'Escolha um continente ou representantes, não os dois',
  'Only a send waiting for review can be accepted or sent back.':
    'Só um envio aguardando análise pode ser aceito ou devolvido.',
  'Accepted. She sees it as done.': 'Aceito. Ela o verá como concluído.',
  'Sent back with your reason. She has been told by e-mail.': 'Devolvido com o seu motivo. Ela foi avisada por e-mail.',
  'Write what she needs to change': 'Escreva o que ela precisa mudar',
  'At most 1000 characters': 'No máximo 1000 caracteres',
  'She has sent nothing for this to-do yet.': 'Ela ainda não enviou nada para esta tarefa.',
  'Choose at least one delegate': 'Escolha pelo menos uma representante',
  'Answer saved.': 'Resposta salva.',
  'Confirmed.': 'Confirmado.',
  'File uploaded.': 'Arquivo enviado.',
  'Delegate not found.': 'Representante não encontrada.',
  'File not found.': 'Arquivo não encontrado.',
  'This link has expired. Please reload the page to get a new one.':
    'Este link expirou. Recarregue a página para obter um novo.',
  'Give the to-do a title': 'Dê um título à tarefa',
  'At most 120 characters': 'No máximo 120 caracteres',
  'At most 2000 characters': 'No máximo 2000 caracteres',
  'Choose how it is completed': 'Escolha como a tarefa será concluída',
  'This deadline has passed: every delegate will be late at once':
    'Este prazo já passou: todas as representantes ficarão atrasadas de uma só vez',
  'Give a deadline': 'Defina um prazo',
  'Choose a continent, or all delegates': 'Escolha um continente ou todas as representantes',
  'Write your answer': 'Escreva a sua resposta',
  'At most 4000 characters': 'No máximo 4000 caracteres',
  'The weights of the segments must total exactly 100 %.': 'Os pesos das provas devem somar exatamente 100%.',
  'Notification not found.': 'Notificação não encontrada.',
  'This notification is already archived.': 'Esta notificação já está arquivada.',
  'Notification marked as read': 'Notificação marcada como lida',
  'All notifications marked as read': 'Todas as notificações foram marcadas como lidas',
  'Notification archived': 'Notificação arquivada',
  'Notification deleted': 'Notificação excluída',
  'System cooling down': 'Sistema em pausa momentânea',
  'This code is not valid. Please check it and try again.': 'Este código não é válido. Verifique-o e tente novamente.',
  'This code is no longer accepted.': 'Este código já não é aceito.',
  'This code has expired.': 'Este código expirou.',
  'This code has been used as many times as it allows.': 'Este código já atingiu o limite de usos.',
  'You have already used this code.': 'Você já usou este código.',
  'This code does not apply to the registration fee’s currency.':
    'Este código não se aplica à moeda da taxa de inscrição.',
  'Code applied.': 'Código aplicado.',
  'Coupon code created.': 'Código de desconto criado.',
  'Coupon code updated.': 'Código de desconto atualizado.',
  'A coupon with this code exists already.': 'Já existe um código de desconto igual a este.',
  'The limit cannot be lower than the uses so far.': 'O limite não pode ser menor que o número de usos até agora.',
  'No such coupon code.': 'Este código de desconto não existe.',
  'Use 3 to 32 letters and digits': 'Use de 3 a 32 letras e algarismos',
  'Enter a percentage or an amount off': 'Informe uma porcentagem ou um valor de desconto',
  'Enter a percentage or an amount off, not both': 'Informe uma porcentagem ou um valor de desconto, não ambos',
  'Payment initialization failed': 'Não foi possível iniciar o pagamento',
  'Invalid payment response': 'Resposta de pagamento inválida',
  'Payment failed': 'Falha no pagamento',
  'Payment processing failed': 'Não foi possível processar o pagamento',
  'Payment verification failed': 'Não foi possível verificar o pagamento',
  'Your registration fee has already been paid. You can continue with your registration.':
    'A sua taxa de inscrição já foi paga. Você pode continuar a sua inscrição.',
  'Your registration fee was refunded, so a new payment cannot be started here. Please contact support if you wish to register again.':
    'A sua taxa de inscrição foi reembolsada, por isso não é possível iniciar um novo pagamento aqui. Entre em contato com o suporte se quiser se inscrever novamente.',
  'Payment successful. Thank you, your registration fee has been received.':
    'Pagamento concluído. Obrigado! Recebemos a sua taxa de inscrição.',
  'Your payment has not been completed yet. If you have just paid, please wait a moment and check again.':
    'O seu pagamento ainda não foi concluído. Se você acabou de pagar, aguarde um momento e verifique novamente.',
  'Your payment was declined and you have not been charged. Please try again.':
    'O seu pagamento foi recusado e nenhum valor foi cobrado. Tente novamente.',
  'The payment did not match the registration fee, so it could not be accepted. Please contact support if you were charged.':
    'O pagamento não correspondia à taxa de inscrição e, por isso, não pôde ser aceito. Se houve cobrança, entre em contato com o suporte.',
  'This payment has been refunded.': 'Este pagamento foi reembolsado.',
  'The payment provider could not be reached. Please try again in a moment.':
    'O serviço de pagamentos não respondeu. Tente novamente em instantes.',
  'The payment provider could not start this payment. Please try again later or contact support.':
    'O serviço de pagamentos não conseguiu iniciar este pagamento. Tente novamente mais tarde ou entre em contato com o suporte.',
  'Payment not found.': 'Pagamento não encontrado.',
  'This payment does not belong to that order.': 'Este pagamento não pertence a esse pedido.',
  'Invalid signature.': 'Assinatura inválida.',
  'Event received.': 'Evento recebido.',
  'There is no registration fee to pay.': 'Não há taxa de inscrição a pagar.',
  'This payment is not complete yet, so there is no receipt for it. A receipt is ready once it is paid.':
    'Este pagamento ainda não foi concluído, por isso não há recibo. O recibo fica disponível assim que o pagamento é feito.',
  'This payment did not go through and nothing was taken, so there is no receipt for it.':
    'Este pagamento não foi concluído e nada foi cobrado, por isso não há recibo.',
  'This payment could not be accepted and is being refunded in full, so there is no receipt for it.':
    'Este pagamento não pôde ser aceito e está sendo reembolsado integralmente, por isso não há recibo.',
  'The receipt could not be downloaded. Please try again.': 'Não foi possível baixar o recibo. Tente novamente.',
  'The registration fee was waived by the organisers: no money was taken.':
    'A taxa de inscrição foi dispensada pela organização: nenhum valor foi cobrado.',
  'We are preparing a copy of your data. We will e-mail you a link when it is ready.':
    'Estamos preparando uma cópia dos seus dados. Enviaremos um link por e-mail quando ela estiver pronta.',
  'A copy of your data is already being prepared.': 'Uma cópia dos seus dados já está em preparação.',
  'This download link has expired. Ask for a new copy of your data from Account settings.':
    'Este link de download expirou. Peça uma nova cópia dos seus dados em Configurações da conta.',
  'No such copy of your data.': 'Esta cópia dos seus dados não existe.',
  'Your request has been sent. Our team will erase your account and the data kept about you.':
    'O seu pedido foi enviado. A nossa equipe apagará a sua conta e os dados guardados sobre você.',
  'You have already asked for your account to be deleted.': 'Você já pediu a exclusão da sua conta.',
  'A back-office account cannot be deleted from here. Ask an administrator.':
    'Uma conta da área administrativa não pode ser excluída por aqui. Peça a um administrador.',
  'No such request.': 'Este pedido não existe.',
  'The account has been erased.': 'A conta foi apagada.',
  'This account has already been erased.': 'Esta conta já foi apagada.',
  'She is named in published competition results, whose score sheet cannot change without breaking its proof, so this account cannot be erased.':
    'Ela consta de resultados publicados do concurso, cuja folha de pontuação não pode mudar sem invalidar a sua prova de autenticidade; por isso, esta conta não pode ser apagada.',
  'The retention rule is on: the daily job erases what it matches.':
    'A regra de retenção está ativada: a rotina diária apaga o que ela abrange.',
  'The retention rule is off.': 'A regra de retenção está desativada.',
  'What the rule would erase has changed since you checked. Check the new count before switching it on.':
    'O que a regra apagaria mudou desde a sua verificação. Confira a nova contagem antes de ativá-la.',
  'You must be at least 18 years old to participate. Please contact the organizers if you have questions about eligibility.':
    'Você precisa ter pelo menos 18 anos para participar. Entre em contato com a organização se tiver dúvidas sobre os requisitos de participação.',
  'Recommended age range is 20-26 years. You may still continue with your application.':
    'A faixa etária recomendada é de 20 a 26 anos. Mesmo assim, você pode continuar a sua candidatura.',
  'Your registration was changed in another tab or window. Your changes here are kept: reload to see the latest version.':
    'A sua inscrição foi alterada em outra aba ou janela. As suas alterações aqui foram mantidas: recarregue a página para ver a versão mais recente.',
  'Your registration has been submitted and is locked. Start an edit to make changes.':
    'A sua inscrição foi enviada e está bloqueada. Inicie uma edição para fazer alterações.',
  'Please pay the registration fee before filling in the form.':
    'Pague a taxa de inscrição antes de preencher o formulário.',
  'Edit session started': 'Edição iniciada',
  'You have no edits remaining. Please contact support if you need to change your registration.':
    'Você não tem mais edições disponíveis. Entre em contato com o suporte se precisar alterar a sua inscrição.',
  'An edit is already in progress. Update your registration to finish it.':
    'Já há uma edição em andamento. Atualize a sua inscrição para concluí-la.',
  'Your registration has not been submitted yet, so it can be changed without using an edit.':
    'A sua inscrição ainda não foi enviada, por isso pode ser alterada sem usar uma edição.',
  'Your registration is final and can no longer be edited. Please contact support to change it.':
    'A sua inscrição é definitiva e já não pode ser editada. Entre em contato com o suporte para alterá-la.',
  'Failed to start edit session': 'Não foi possível iniciar a edição',
  'Registration submitted successfully': 'Inscrição enviada com sucesso',
  'Registration updated successfully': 'Inscrição atualizada com sucesso',
  'Please complete every required field before submitting.': 'Preencha todos os campos obrigatórios antes de enviar.',
  'Your registration has already been submitted. Start an edit to change it.':
    'A sua inscrição já foi enviada. Inicie uma edição para alterá-la.',
  'Please pay the registration fee before submitting your registration.':
    'Pague a taxa de inscrição antes de enviar a sua inscrição.',
  'There is no edit in progress. Start an edit before updating your registration.':
    'Não há nenhuma edição em andamento. Inicie uma edição antes de atualizar a sua inscrição.',
  'Error: No participant ID found. Please refresh the page or contact support.':
    'Erro: nenhum ID de participante encontrado. Recarregue a página ou entre em contato com o suporte.',
  'Registration is currently closed.': 'As inscrições estão encerradas no momento.',
  'Date of birth is required': 'A data de nascimento é obrigatória',
  'Gender is required': 'O gênero é obrigatório',
  'Nationality is required': 'A nacionalidade é obrigatória',
  'Country of residence is required': 'O país de residência é obrigatório',
  'Address is required': 'O endereço é obrigatório',
  'Continent is required': 'O continente é obrigatório',
  'Height is required': 'A altura é obrigatória',
  'Weight is required': 'O peso é obrigatório',
  'Hair color is required': 'A cor do cabelo é obrigatória',
  'Eye color is required': 'A cor dos olhos é obrigatória',
  'Marital status is required': 'O estado civil é obrigatório',
  'Please indicate if you have children': 'Indique se você tem filhos',
  'Occupation is required': 'A profissão é obrigatória',
  'At least one language is required': 'Informe pelo menos um idioma',
  'Education information is required': 'As informações sobre a sua formação são obrigatórias',
  'Platform cause is required': 'A causa da sua plataforma é obrigatória',
  'Platform description is required': 'A descrição da sua plataforma é obrigatória',
  'Instagram handle is required': 'O nome de usuário do Instagram é obrigatório',
  'Emergency contact name is required': 'O nome do contato de emergência é obrigatório',
  'Emergency contact relationship is required': 'A relação com o contato de emergência é obrigatória',
  'Emergency contact phone is required': 'O telefone do contato de emergência é obrigatório',
  'Emergency contact email is required': 'O e-mail do contato de emergência é obrigatório',
  'Headshot is required': 'A foto de rosto é obrigatória',
  'Full body photo is required': 'A foto de corpo inteiro é obrigatória',
  'Birth certificate is required': 'A certidão de nascimento é obrigatória',
  'Please acknowledge the sponsorship requirement': 'Confirme que está ciente da exigência de patrocínio',
  'You must accept the terms and conditions': 'Você precisa aceitar os termos e condições',
  'You must confirm information accuracy': 'Você precisa confirmar que as informações estão corretas',
  'Upload failed. Please try again.': 'Não foi possível enviar o arquivo. Tente novamente.',
  'Error: Please refresh the page and try again.': 'Erro: recarregue a página e tente novamente.',
  'The file is empty.': 'O arquivo está vazio.',
  'The image could not be read. Please upload a complete JPEG, PNG or WebP file.':
    'Não foi possível ler a imagem. Envie um arquivo JPEG, PNG ou WebP completo.',
  'The video could not be read. Please upload a complete MP4, WebM or MOV file.':
    'Não foi possível ler o vídeo. Envie um arquivo MP4, WebM ou MOV completo.',
  'Please choose a file to upload.': 'Escolha um arquivo para enviar.',
  'Send the uploadType field before the file.': 'Envie o campo uploadType antes do arquivo.',
  'The upload is too large: files may be at most 200 MB.':
    'O arquivo é grande demais: o limite é de 200 MB por arquivo.',
  'This file is not a valid PDF. Please upload the original PDF document.':
    'Este arquivo não é um PDF válido. Envie o documento PDF original.',
  'This PDF also contains web page code and cannot be accepted. Please upload the original PDF document.':
    'Este PDF também contém código de página web e não pode ser aceito. Envie o documento PDF original.',
  'This PDF contains active content (scripts, actions, embedded files or media) and cannot be accepted. Please upload a plain PDF, for example by printing the document to PDF.':
    'Este PDF contém conteúdo ativo (scripts, ações, arquivos ou mídias incorporados) e não pode ser aceito. Envie um PDF simples, por exemplo imprimindo o documento em PDF.',
  'This PDF is encrypted or compressed in a way that cannot be checked. Please upload an unprotected copy, for example by printing the document to PDF.':
    'Este PDF está criptografado ou compactado de um modo que não pode ser verificado. Envie uma cópia sem proteção, por exemplo imprimindo o documento em PDF.',
  'The upload did not arrive whole. Please try again.': 'O arquivo não chegou completo. Tente novamente.',
  'Enter a full web address starting with https://': 'Informe um endereço web completo, começando com https://',
  'Give the slide a title of at most 90 characters': 'Dê ao slide um título de no máximo 90 caracteres',
  'Keep the slide text between 1 and 320 characters': 'O texto do slide deve ter entre 1 e 320 caracteres',
  'Write the announcement (at most 160 characters)': 'Escreva o aviso (no máximo 160 caracteres)',
  'Give the link a label of at most 40 characters': 'Dê ao link um rótulo de no máximo 40 caracteres',
  'Give the link a label': 'Dê um rótulo ao link',
  'The announcement must end after it starts': 'O aviso deve terminar depois de começar',
  'Give the tier a name of at most 40 characters': 'Dê ao nível de patrocínio um nome de no máximo 40 caracteres',
  'Keep the tagline to at most 60 characters': 'O slogan pode ter no máximo 60 caracteres',
  'Keep the rules to at most 12,000 characters': 'O regulamento pode ter no máximo 12.000 caracteres',
  'Write the rules in English first: every reader without her own version reads them':
    'Escreva primeiro o regulamento em inglês: quem não tiver uma versão no seu idioma o lê em inglês',
  'Enter the price as a whole amount between 0 and 100,000,000, or leave it empty for "on request"':
    'Informe o preço como um valor inteiro entre 0 e 100.000.000, ou deixe em branco para exibir "sob consulta"',
  'Site content saved. The public pages show it now.': 'Conteúdo do site salvo. As páginas públicas já o exibem.',
  "Your sponsorship inquiry has been sent. We'll be in touch soon.":
    'A sua solicitação sobre patrocínio foi enviada. Entraremos em contato em breve.',
  'Your message has been sent!': 'A sua mensagem foi enviada!',
  'There was an error sending your message. Please try again.':
    'Ocorreu um erro ao enviar a sua mensagem. Tente novamente.',
  'Sending...': 'Enviando...',
  'Please enter a valid phone number with its international code (for example +44 20 7946 0958)':
    'Informe um número de telefone válido com o código internacional (por exemplo, +44 20 7946 0958)',
  'This vote does not exist.': 'Esta votação não existe.',
  'This vote has not opened yet. Come back when it opens.':
    'Esta votação ainda não começou. Volte quando ela estiver aberta.',
  'This vote has closed. Thank you for taking part.': 'Esta votação foi encerrada. Obrigado pela participação.',
  'She is not in this vote.': 'Ela não participa desta votação.',
  'Confirm your e-mail address before you vote: open the link we sent when you signed up.':
    'Confirme o seu endereço de e-mail antes de votar: abra o link que enviamos quando você criou a conta.',
  'Votes from temporary e-mail addresses are not counted. Sign up with the address you usually use to vote.':
    'Votos de endereços de e-mail temporários não são contabilizados. Para votar, crie a conta com o endereço que você usa normalmente.',
  'You have used today’s free votes for her. Come back tomorrow to vote again.':
    'Você já usou os votos gratuitos de hoje para ela. Volte amanhã para votar de novo.',
  'Too many votes have come from your network today. Please try again tomorrow.':
    'A sua rede já enviou votos demais hoje. Tente novamente amanhã.',
  'Too many accounts have voted from this device today. Please try again tomorrow.':
    'Muitas contas já votaram neste dispositivo hoje. Tente novamente amanhã.',
  'Your browser could not be recognised. Reload the page and vote again.':
    'Não foi possível reconhecer o seu navegador. Recarregue a página e vote novamente.',
  'This vote was already sent for someone else. Please reload the page and vote again.':
    'Este voto já foi enviado para outra pessoa. Recarregue a página e vote novamente.',
  'Thank you! Your vote is counted.': 'Obrigado! O seu voto foi contabilizado.',
  'The count is kept private until the vote closes.': 'A contagem fica em sigilo até o encerramento da votação.',
  'The votes are voided and no longer counted.': 'Os votos foram anulados e já não são contabilizados.',
  'The vote is saved.': 'A votação foi salva.',
  'Another vote already uses this address.': 'Outra votação já usa este endereço.',
  'The vote must close after it opens.': 'A votação deve terminar depois de começar.',
  'Only delegates with a published profile can be in a vote.':
    'Só representantes com perfil publicado podem participar de uma votação.',
  'Choose the round the vote advances delegates into.':
    'Escolha a fase para a qual a votação classifica as representantes.',
  'The result can be applied once the vote has closed.':
    'O resultado pode ser aplicado depois que a votação for encerrada.',
  'The delegates are added to the round.': 'As representantes foram adicionadas à fase.',
  'The result of this vote has already been applied.': 'O resultado desta votação já foi aplicado.',
  'Vote packs are not on sale for this vote.': 'Os pacotes de votos não estão à venda nesta votação.',
  'Choose one of the vote packs on sale.': 'Escolha um dos pacotes de votos à venda.',
  'This pack would take you over the paid votes one fan may buy in this vote. Choose a smaller pack, or keep voting with your free votes.':
    'Com este pacote, você ultrapassaria o limite de votos pagos que cada fã pode comprar nesta votação. Escolha um pacote menor ou continue a votar com os seus votos gratuitos.',
  'She has received all the paid votes allowed in this vote. Your free votes still count for her.':
    'Ela já recebeu todos os votos pagos permitidos nesta votação. Os seus votos gratuitos continuam a contar para ela.',
  'You have no paid votes left in this vote. Buy a vote pack, or vote with your free votes.':
    'Você não tem mais votos pagos nesta votação. Compre um pacote de votos ou vote com os seus votos gratuitos.',
  'You have used today’s free votes for her. Buy a vote pack to keep voting, or come back tomorrow.':
    'Você já usou os votos gratuitos de hoje para ela. Compre um pacote de votos para continuar a votar ou volte amanhã.',
  'The payment did not match the price of the pack, so it could not be accepted. Please contact support if you were charged.':
    'O pagamento não correspondia ao preço do pacote e, por isso, não pôde ser aceito. Se houve cobrança, entre em contato com o suporte.',
  'Offer at least one pack, or turn paid voting off.': 'Ofereça pelo menos um pacote ou desative a votação paga.',
  'Each pack must have a different number of votes.': 'Cada pacote deve ter um número diferente de votos.',
  'Give a three-letter currency code such as USD.': 'Informe um código de moeda de três letras, como USD.',
  'The request could not be understood.': 'Não foi possível entender a solicitação.',
  'Please sign in to continue.': 'Entre na sua conta para continuar.',
  'You do not have permission to do that.': 'Você não tem permissão para fazer isso.',
  'Not found.': 'Não encontrado.',
  'Method not allowed.': 'Método não permitido.',
  'Not acceptable.': 'Formato de resposta não aceito.',
  'The request took too long.': 'A solicitação demorou demais.',
  'The request conflicts with the current state.': 'A solicitação entra em conflito com o estado atual.',
  'The request is too large.': 'A solicitação é grande demais.',
  'The address is too long.': 'O endereço é longo demais.',
  'Unsupported content type.': 'Tipo de conteúdo não suportado.',
  'Too many requests. Please try again later.': 'Muitas solicitações em pouco tempo. Tente novamente mais tarde.',
  'Something went wrong on our side. Please try again.': 'Ocorreu um erro do nosso lado. Tente novamente.',
  'Please check the highlighted fields.': 'Verifique os campos destacados.',
  'Invalid value': 'Valor inválido',
  'The request body is not valid JSON.': 'O corpo da solicitação não é um JSON válido.',
  'The server is busy right now. Please try again in a moment.':
    'O servidor está muito ocupado neste momento. Tente novamente daqui a pouco.',
  'You have no registration yet.': 'Você ainda não tem uma inscrição.',
  'Only an approved registration can be published.': 'Só uma inscrição aprovada pode ser publicada.',
  'Photo not found.': 'Foto não encontrada.',
  'The requested range cannot be served.': 'Não é possível enviar a parte do arquivo solicitada.',
  'This payment was for an order you had replaced with a newer one, so it was not taken: it is being refunded to you in full.':
    'Este pagamento era de um pedido que você substituiu por um mais recente, por isso não foi cobrado: está sendo reembolsado integralmente.',
  'Your registration fee had already been settled another way, so this payment was not taken: it is being refunded to you in full.':
    'A sua taxa de inscrição já tinha sido quitada de outra forma, por isso este pagamento não foi cobrado: está sendo reembolsado integralmente.',
  'This pack would have taken you over the paid votes one fan may buy in this vote, so its votes were not added: it is being refunded to you in full.':
    'Este pacote faria você ultrapassar os votos pagos que um fã pode comprar nesta votação, por isso os seus votos não foram adicionados: está sendo reembolsado integralmente.',
  'Your registration fee had already been paid, so this second payment was not taken: it is being refunded to you in full.':
    'A sua taxa de inscrição já tinha sido paga, por isso este segundo pagamento não foi cobrado: está sendo reembolsado integralmente.',
  'Delegates cannot vote for themselves. You can vote for the other delegates.':
    'As representantes não podem votar em si mesmas. Você pode votar nas outras representantes.',
  'Staff accounts do not vote in fan votes.': 'As contas da equipe não votam nas votações do público.',
  'Delegates in this vote cannot buy vote packs in it.':
    'As representantes desta votação não podem comprar pacotes de votos nela.',
  'Staff accounts do not buy vote packs.': 'As contas da equipe não compram pacotes de votos.',
  'Please wait while your browser checks you are a person, then try again.':
    'Aguarde enquanto o seu navegador verifica que é uma pessoa e tente novamente.',
  'The check that you are a person did not pass. Please try again.':
    'A verificação de que é uma pessoa não foi concluída. Tente novamente.',
  'Give a number of votes from 1 to 10,000.': 'Indique um número de votos de 1 a 10 000.',
  'Show not found.': 'Espetáculo não encontrado.',
  'Cue not found.': 'Deixa não encontrada.',
  'Fan vote not found.': 'Votação do público não encontrada.',
  'This delegate is not in the round.': 'Esta representante não faz parte da fase.',
  'This segment is not one of the round’s.': 'Esta prova não pertence à fase.',
  'This round already has a run of show of this kind.': 'Esta fase já tem um roteiro deste tipo.',
  'Every cue has been fired: the run of show is over.': 'Todas as deixas foram disparadas: o roteiro terminou.',
  'There is no earlier cue to go back to.': 'Não há deixa anterior para onde voltar.',
  'The show has not started.': 'O espetáculo ainda não começou.',
  'The displays are already held.': 'As telas já estão em espera.',
  'The displays are not held.': 'As telas não estão em espera.',
  'The show moved on since this console last heard from it. Look again before pressing.':
    'O espetáculo avançou desde a última atualização deste console. Confira antes de pressionar.',
  'A fired cue keeps its kind, delegate and placement.':
    'Uma deixa disparada mantém o tipo, a representante e a colocação.',
  'Give every cue of the show, each once.': 'Informe cada deixa do espetáculo, uma única vez.',
  'Fired cues keep their order: move only cues still to come.':
    'As deixas disparadas mantêm a ordem: mova apenas as que ainda virão.',
  'A show holds at most 200 cues.': 'Um espetáculo tem no máximo 200 deixas.',
  'A reveal cue needs the placement it reveals.': 'Uma deixa de revelação precisa da colocação que revela.',
  'Attach the fan vote this cue opens or closes.': 'Vincule a votação do público que esta deixa abre ou fecha.',
  'Attach the segment this cue opens or closes.': 'Vincule a prova que esta deixa abre ou fecha.',
  'Placements are revealed from the last up to the queen: this is not the next one.':
    'As colocações são reveladas da última até a rainha: esta não é a próxima.',
  'Only a rehearsal can be reset.': 'Só um ensaio pode ser reiniciado.',
  'This display link has been revoked.': 'Este link de tela foi revogado.',
  'This display link is not valid.': 'Este link de tela não é válido.',
  'This display link is already revoked.': 'Este link de tela já foi revogado.',
  'Give the cue a title.': 'Dê um título à deixa.',
  'Name the display.': 'Dê um nome à tela.',
  'Change at least one thing.': 'Altere pelo menos uma coisa.',
  'Name each cue once.': 'Informe cada deixa uma única vez.',
  'Round not found.': 'Fase não encontrada.',
  'First name is too long': 'O nome é longo demais',
  'Last name is too long': 'O sobrenome é longo demais',
  'Title is required': 'O cargo é obrigatório',
  'Title is too long': 'O cargo é longo demais',
  'Organization is required': 'A organização é obrigatória',
  'Organization is too long': 'O nome da organização é longo demais',
  'Location is required': 'A localização é obrigatória',
  'Location is too long': 'A localização é longa demais',
  'Proposal is required': 'A proposta é obrigatória',
  'Proposal is too long': 'A proposta é longa demais',
  'Message is too long': 'A mensagem é longa demais',
  'Email is required': 'O e-mail é obrigatório',
  'Email is too long': 'O e-mail é longo demais',
  'Contact number is required': 'O telefone de contato é obrigatório',
  'Reference link is required': 'O link de referência é obrigatório',
  'Reference link is too long': 'O link de referência é longo demais',
  'Please enter a valid URL (for example https://yourcompany.com)':
    'Informe um endereço web válido (por exemplo https://yourcompany.com)',
  'Please choose an area of interest': 'Escolha uma área de interesse',
  'Please choose a type of inquiry': 'Escolha um tipo de solicitação',
  'At most 500 characters': 'No máximo 500 caracteres',
  'Use a colour in the form #RRGGBB': 'Informe uma cor no formato #RRGGBB',
  'Invalid id': 'Identificador inválido',
  'Please enter a valid date of birth': 'Informe uma data de nascimento válida',
  'Add at most 20 entries': 'Adicione no máximo 20 itens',
  'Language is required': 'O idioma é obrigatório',
  'Enter a year after 1900': 'Informe um ano posterior a 1900',
  'Enter a year before 2100': 'Informe um ano anterior a 2100',
  'Pageant name is required': 'O nome do concurso é obrigatório',
  'Enter some text': 'Escreva um texto',
  'Name the award.': 'Dê um nome ao prêmio.',
  'At most 6 packs.': 'No máximo 6 pacotes.',
  'Give the pack’s number of votes.': 'Indique o número de votos do pacote.',
  'A pack holds a whole number of votes.': 'Um pacote contém um número inteiro de votos.',
  'Give the pack’s price.': 'Indique o preço do pacote.',
  'At least 1 vote.': 'Pelo menos 1 voto.',
  'At most 10000 votes.': 'No máximo 10.000 votos.',
  'At least 0.50.': 'Pelo menos 0,50.',
  'At most 100000.': 'No máximo 100.000.',
  'At most two decimals.': 'No máximo duas casas decimais.',
  'Each segment needs its own key.': 'Cada prova precisa de uma chave própria.',
  'The tie-break segment must be one of the round’s segments.': 'A prova de desempate deve ser uma das provas da fase.',
  'Add at least one segment.': 'Adicione pelo menos uma prova.',
  'At most 12 segments.': 'No máximo 12 provas.',
  'Use lower-case letters, digits and hyphens, starting with a letter.':
    'Use letras minúsculas, algarismos e hifens, começando por uma letra.',
  'Give the segment a name.': 'Dê um nome à prova.',
  'At most 60 characters.': 'No máximo 60 caracteres.',
  'A weight is more than 0 %.': 'Um peso é maior que 0%.',
  'A weight is at most 100 %.': 'Um peso é no máximo 100%.',
  'Weights have at most two decimals.': 'Os pesos têm no máximo duas casas decimais.',
  'The highest score is above the lowest.': 'A nota mais alta é maior que a mais baixa.',
  'The step and the lowest score have at most three decimals.':
    'O intervalo e a nota mais baixa têm no máximo três casas decimais.',
  'The highest score must be reachable from the lowest in whole steps.':
    'A nota mais alta deve ser alcançável a partir da mais baixa em intervalos inteiros.',
  'Use a three-letter currency code': 'Use um código de moeda de três letras',
  'Please enter a phone number': 'Informe um número de telefone',
  'Name each round once.': 'Informe cada fase uma única vez.',
  'The end date must not be before the start date': 'A data final não deve ser anterior à data inicial',
  'Page starts at 1': 'As páginas começam em 1',
  'Use at most 100 rows per page': 'Use no máximo 100 linhas por página',
  'Choose one of: contestants, payments, users, settings, themes, inquiries, audit, judging, voting, show':
    'Escolha uma das opções: contestants, payments, users, settings, themes, inquiries, audit, judging, voting, show',
  'Use a date such as 2026-03-14': 'Use uma data como 2026-03-14',
  'Choose grant-edits, add-to-round, add-tag or remove-tag': 'Escolha grant-edits, add-to-round, add-tag ou remove-tag',
  'Choose the records': 'Escolha os registros',
  'Choose at least one record': 'Escolha pelo menos um registro',
  'Choose at most 200 records at a time': 'Escolha no máximo 200 registros por vez',
  'Enter a number of edits': 'Informe um número de edições',
  'Enter a whole number': 'Informe um número inteiro',
  'Grant at least 1 edit': 'Conceda pelo menos 1 edição',
  'Grant at most 10 edits at a time': 'Conceda no máximo 10 edições por vez',
  'Choose a registration status': 'Escolha um status de inscrição',
  'Choose a continent': 'Escolha um continente',
  'Choose a payment status': 'Escolha um status de pagamento',
  'Choose yes or no': 'Escolha sim ou não',
  'Write a subject': 'Escreva um assunto',
  'Write the message': 'Escreva a mensagem',
  'Invalid request id': 'Identificador de solicitação inválido',
  'The end date must be on or after the start date': 'A data final deve ser igual ou posterior à data inicial',
  'Use a date as YYYY-MM-DD': 'Use uma data no formato AAAA-MM-DD',
  'Sort by submittedAt, name, status, createdAt or updatedAt':
    'Ordene por submittedAt, name, status, createdAt ou updatedAt',
  'Order is asc or desc': 'A ordem é asc ou desc',
  'Choose approve, reject or activate': 'Escolha approve, reject ou activate',
  'Send the version of the record you reviewed': 'Envie a versão do registro que você analisou',
  'Write a note first': 'Escreva uma nota primeiro',
  'Write a message': 'Escreva uma mensagem',
  'Choose a field to correct': 'Escolha um campo para corrigir',
  'Use at most 5000 characters': 'Use no máximo 5.000 caracteres',
  'Say why you correct it: she will read it': 'Diga por que você o corrige: ela vai ler',
  'Choose all, contact or sponsorship': 'Escolha all, contact ou sponsorship',
  'Use true or false': 'Use true ou false',
  'Unknown message type': 'Tipo de mensagem desconhecido',
  'Enter a first name': 'Informe um nome',
  'Enter a last name': 'Informe um sobrenome',
  'Choose one of: developer, super admin, admin, hr, editor':
    'Escolha uma das opções: developer, super admin, admin, hr, editor',
  'Each resource may appear only once': 'Cada recurso pode aparecer uma única vez',
  'Give at least one action, or leave the resource out': 'Informe pelo menos uma ação ou retire o recurso',
  'Actions are read, update, export, score, audit, direct, manage':
    'As ações são read, update, export, score, audit, direct, manage',
  'Choose bank transfer, cash or a waiver': 'Escolha transferência bancária, dinheiro ou dispensa',
  'The end date is before the start date': 'A data final é anterior à data inicial',
  'Unknown payment status': 'Status de pagamento desconhecido',
  'Unknown payment provider': 'Serviço de pagamentos desconhecido',
  'Use a date in the form YYYY-MM-DD': 'Use uma data no formato AAAA-MM-DD',
  'Choose the day orders were created or paid': 'Escolha o dia em que os pedidos foram criados ou pagos',
  'Enter the amount to refund': 'Informe o valor a reembolsar',
  'Enter the amount in cents': 'Informe o valor em centavos',
  'Say why it is refunded': 'Informe o motivo do reembolso',
  'Choose one of: developer, super admin, admin, hr, editor, user':
    'Escolha uma das opções: developer, super admin, admin, hr, editor, user',
  'active is true or false': 'active é true ou false',
  'sort is one of -createdAt, createdAt, name, -name, email, -email, -lastLogin, lastLogin, -role, role':
    'sort é -createdAt, createdAt, name, -name, email, -email, -lastLogin, lastLogin, -role ou role',
  'Incorrect password': 'Senha incorreta',
  'A token is required': 'É necessário um token',
  'Use at most 1200 characters': 'Use no máximo 1.200 caracteres',
  'No such segment.': 'Essa prova não existe.',
  'Rank each delegate once.': 'Classifique cada representante uma única vez.',
  'Give the round a name.': 'Dê um nome à fase.',
  'A round has at most one head judge.': 'Uma fase tem no máximo um presidente do júri.',
  'Say why the scores are reopened.': 'Informe por que as notas são reabertas.',
  'Say why the judge is excused.': 'Informe por que o membro do júri é dispensado.',
  'limit must be a number': 'limit deve ser um número',
  'limit must be a whole number': 'limit deve ser um número inteiro',
  'limit must be at least 1': 'limit deve ser pelo menos 1',
  'limit must be at most 100': 'limit deve ser no máximo 100',
  'status must be unread, read or archived': 'status deve ser unread, read ou archived',
  'Unknown product': 'Produto desconhecido',
  'Quantity must be 1': 'A quantidade deve ser 1',
  'paymentIntentId is required': 'paymentIntentId é obrigatório',
  'Invalid reference': 'Referência inválida',
  'Enter a whole percentage': 'Informe uma porcentagem inteira',
  'From 1 to 100': 'De 1 a 100',
  'Enter an amount': 'Informe um valor',
  'Enter how many contestants may use it': 'Informe quantas candidatas podem usá-lo',
  'At least 1': 'Pelo menos 1',
  'At most 100000': 'No máximo 100.000',
  'Choose what to erase': 'Escolha o que apagar',
  'Give a number of months': 'Informe um número de meses',
  'Give a whole number of months': 'Informe um número inteiro de meses',
  'At least 1 month': 'Pelo menos 1 mês',
  'At most 120 months': 'No máximo 120 meses',
  'uploadType must be headshot, fullBody, video or birthCertificate':
    'uploadType deve ser headshot, fullBody, video ou birthCertificate',
  'Send the revision the draft was based on in If-Match': 'Envie em If-Match a revisão em que o rascunho se baseou',
  'Choose a delegate.': 'Escolha uma representante.',
  'Give the vote a name.': 'Dê um nome à votação.',
  'Give the opening date and time.': 'Informe a data e a hora de abertura.',
  'Give the closing date and time.': 'Informe a data e a hora de encerramento.',
  'Choose a time zone such as Africa/Lagos or Europe/Paris.':
    'Escolha um fuso horário como Africa/Lagos ou Europe/Paris.',
  'Choose the votes to void.': 'Escolha os votos a anular.',
  'Say why the votes are voided.': 'Informe por que os votos são anulados.',
  'This field is required': 'Este campo é obrigatório',
  'This value is not of the expected type': 'Este valor não é do tipo esperado',
  'This text is too long': 'Este texto é longo demais',
  'This text is too short': 'Este texto é curto demais',
  'There are too many items': 'Há itens demais',
  'There are too few items': 'Há itens de menos',
  'This value is too large': 'Este valor é grande demais',
  'This value is too small': 'Este valor é pequeno demais',
  'Please enter a valid web address': 'Informe um endereço web válido',
  'Please enter a valid date': 'Informe uma data válida',
  'This value is not in the expected format': 'Este valor não está no formato esperado',
  'This number is not one of the allowed steps': 'Este número não corresponde aos intervalos permitidos',
  'This request has fields that are not expected': 'Esta solicitação tem campos não previstos',
  'Please choose one of the allowed values': 'Escolha um dos valores permitidos',
  'This list has a value that is not valid': 'Esta lista tem um valor inválido',
  'This value is not valid': 'Este valor não é válido',
  'Please accept the terms of use and the privacy policy': 'Aceite os termos de utilização e a política de privacidade',
  'Your account is already on the contestant’s path.': 'A sua conta já segue o percurso de candidata.',
  'Your application is open: your registration starts from your dashboard.':
    'A sua candidatura está aberta: a sua inscrição começa no seu painel.',
  'Your account is a fan’s: apply to compete from your home page before paying the registration fee.':
    'A sua conta é de fã: candidate-se a partir da sua página inicial antes de pagar a taxa de inscrição.',
  'This score waited on the phone for more than 12 hours and was not saved. Enter it again if it still stands.':
    'Esta nota esperou no telefone mais de 12 horas e não foi guardada. Introduza-a de novo se ainda for válida.',
  Judge: 'Jurada',
  'Scores the delegates of the rounds she is given, one delegate at a time, on her phone.':
    'Avalia as representantes das fases que lhe são atribuídas, uma representante de cada vez, no celular.',
  'Head judge': 'Presidente do júri',
  'Scores like every judge and records her own ranking, used only to break a tie.':
    'Avalia como cada jurada e regista a sua própria classificação, usada apenas para desempatar.',
  'Chief auditor': 'Auditora-chefe',
  'Checks the judges’ submitted scores and the audit chain; reopens a submitted segment when a judge must correct it.':
    'Verifica as pontuações enviadas pelas juradas e a cadeia de auditoria; reabre uma prova enviada quando uma jurada precisa corrigi-la.',
  Director: 'Diretora',
  'Runs the competition: sets up the rounds, their judges and delegates, follows the live tabulation and publishes the results.':
    'Dirige o concurso: prepara as fases, as suas juradas e representantes, acompanha a apuração ao vivo e publica os resultados.',
  'Show director': 'Diretora do espetáculo',
  'Runs the live finale from the show console and its display screens.':
    'Dirige a final ao vivo a partir da consola do espetáculo e dos seus ecrãs.',
  Reviewer: 'Revisora',
  'Reads the registrations, approves them or sends them back, and answers the messages that arrive.':
    'Lê as inscrições, aprova-as ou devolve-as e responde às mensagens que chegam.',
  Finance: 'Finanças',
  'Follows the payments, records a payment made another way and exports the accounts.':
    'Acompanha os pagamentos, regista um pagamento feito de outra forma e exporta as contas.',
  'Fan-vote officer': 'Responsável pelo voto do público',
  'Sets up the fan votes, watches them and sets aside suspicious votes.':
    'Prepara as votações do público, acompanha-as e põe de lado os votos suspeitos.',
  Editor: 'Editora',
  'Writes the public site’s words and pictures and looks after its theme.':
    'Escreve os textos e as imagens do site público e cuida do seu tema.',
  Auditor: 'Auditora',
  'Reads the audit log of everything staff did, and changes nothing.':
    'Lê o registo de auditoria de tudo o que a equipe fez, sem alterar nada.',
  Custom: 'Personalizado',
  'You choose the role and each permission yourself.': 'Escolhe a função e cada permissão.',
  'See the contestants and their registrations': 'Ver as concorrentes e as suas inscrições',
  'Approve, send back and correct registrations': 'Aprovar, devolver e corrigir inscrições',
  'Download the contestants as a spreadsheet': 'Descarregar as concorrentes como folha de cálculo',
  'Do everything with the contestants and their registrations': 'Fazer tudo com as concorrentes e as suas inscrições',
  'See the payments and refunds': 'Ver os pagamentos e os reembolsos',
  'Record a payment made another way, waive a fee and refund':
    'Registar um pagamento feito de outra forma, dispensar uma taxa e reembolsar',
  'Download the payments as a spreadsheet': 'Descarregar os pagamentos como folha de cálculo',
  'Do everything with the payments': 'Fazer tudo com os pagamentos',
  'See the staff accounts': 'Ver as contas da equipe',
  'Invite staff and change their roles and permissions':
    'Convidar membros da equipe e alterar as suas funções e permissões',
  'Do everything with the staff accounts': 'Fazer tudo com as contas da equipe',
  'See the site’s settings and words': 'Ver as definições e os textos do site',
  'Change the site’s settings and words': 'Alterar as definições e os textos do site',
  'Do everything with the site’s settings and words': 'Fazer tudo com as definições e os textos do site',
  'See the site’s theme': 'Ver o tema do site',
  'Change the site’s colours and look': 'Alterar as cores e o aspeto do site',
  'Do everything with the site’s theme': 'Fazer tudo com o tema do site',
  'Read the messages sent to the pageant': 'Ler as mensagens enviadas ao concurso',
  'Answer the messages sent to the pageant': 'Responder às mensagens enviadas ao concurso',
  'Do everything with the messages sent to the pageant': 'Fazer tudo com as mensagens enviadas ao concurso',
  'Read the audit log': 'Ler o registo de auditoria',
  'Score the delegates of the rounds she is assigned to':
    'Avaliar as representantes das fases que lhe foram atribuídas',
  'Check the judges’ scores and reopen a submitted segment':
    'Verificar as notas das juradas e reabrir uma prova enviada',
  'Set up the rounds, follow the tabulation and publish the results':
    'Preparar as fases, acompanhar a apuração e publicar os resultados',
  'See the fan votes': 'Ver os votos do público',
  'Set up the fan votes and set aside suspicious votes':
    'Preparar as votações do público e pôr de lado os votos suspeitos',
  'Download the fan votes as a spreadsheet': 'Descarregar os votos do público como folha de cálculo',
  'Do everything with the fan votes': 'Fazer tudo com os votos do público',
  'Run the live finale from the show console': 'Dirigir a final ao vivo a partir da consola do espetáculo',
  'Only a judge’s invitation names rounds.': 'Só o convite de uma jurada indica fases.',
  'A round is chosen twice.': 'Uma fase foi escolhida duas vezes.',
  'A judge can be invited only to a round that has not opened yet.':
    'Uma jurada só pode ser convidada para uma fase que ainda não abriu.',
  'Choose one of the roles offered': 'Escolha uma das funções propostas',
  'Choose the rounds from the list': 'Escolha as fases da lista',
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.':
    'Introduza o código de 6 dígitos da sua aplicação de autenticação ou um dos seus códigos de recuperação.',
  'That code is not correct. Check your authenticator app and try again.':
    'Esse código não está correto. Verifique a sua aplicação de autenticação e tente novamente.',
  'Your sign-in took too long. Please sign in again.': 'O início de sessão demorou demasiado. Inicie sessão novamente.',
  'Enter the code from your authenticator app to finish signing in.':
    'Introduza o código da sua aplicação de autenticação para concluir o início de sessão.',
  'Scan the picture with your authenticator app, then enter the 6-digit code it shows.':
    'Leia a imagem com a sua aplicação de autenticação e depois introduza o código de 6 dígitos que ela mostra.',
  'Two-step sign-in is on. Keep your recovery codes somewhere safe: each one works once.':
    'O início de sessão em dois passos está ativado. Guarde os seus códigos de recuperação num local seguro: cada um funciona uma única vez.',
  'Two-step sign-in is already on for your account.': 'O início de sessão em dois passos já está ativado na sua conta.',
  'Start the set-up again: no set-up is waiting for a code.':
    'Recomece a configuração: nenhuma configuração está à espera de um código.',
  'Your role requires two-step sign-in. Set it up in Account settings to reach the back office.':
    'A sua função exige o início de sessão em dois passos. Configure-o nas definições da conta para aceder à área de administração.',
  'Two-step sign-in was reset. The person has been told by e-mail and will set it up again.':
    'O início de sessão em dois passos foi redefinido. A pessoa foi avisada por e-mail e voltará a configurá-lo.',
  'This account has no two-step sign-in to reset.':
    'Esta conta não tem início de sessão em dois passos para redefinir.',
  'You cannot reset your own two-step sign-in: another super admin must do it.':
    'Não pode redefinir o seu próprio início de sessão em dois passos: outro superadministrador tem de o fazer.',
  'Saved: the rule applies from the next request.': 'Guardado: a regra aplica-se a partir do próximo pedido.',
  'Enter the name the invoice is made out to.': 'Informe o nome em que a fatura é emitida.',
  'The billing name is at most 120 characters.': 'O nome de faturamento tem no máximo 120 caracteres.',
  'Enter the billing address.': 'Informe o endereço de faturamento.',
  'The billing address is at most 400 characters.': 'O endereço de faturamento tem no máximo 400 caracteres.',
  'Enter the tax number as letters and digits (4 to 20 of them), or leave it empty.':
    'Informe o número de identificação fiscal com letras e algarismos (entre 4 e 20), ou deixe o campo vazio.',
  'Invoice not found.': 'Fatura não encontrada.',
  'Credit note not found.': 'Nota de crédito não encontrada.',
  'An invoice can only be made for a payment that went through and took money.':
    'Só é possível emitir uma fatura para um pagamento concluído e cobrado.',
  'Invoices cannot be made yet: the organisers have not given their billing details.':
    'Ainda não é possível emitir faturas: os organizadores ainda não informaram os seus dados de faturamento.',
  'Your invoice is ready.': 'A sua fatura está pronta.',
  'The invoice could not be made. Please try again.': 'Não foi possível emitir a fatura. Tente novamente.',
  'The document could not be downloaded. Please try again.': 'Não foi possível baixar o documento. Tente novamente.',
  'Enter the organisation’s legal name': 'Informe a razão social da organização',
  'The legal name is at most 160 characters': 'A razão social tem no máximo 160 caracteres',
  'Enter the organisation’s postal address': 'Informe o endereço postal da organização',
  'The address is at most 400 characters': 'O endereço tem no máximo 400 caracteres',
  'Enter the tax number as letters and digits (4 to 20 of them), or leave it empty':
    'Informe o número de identificação fiscal com letras e algarismos (entre 4 e 20), ou deixe o campo vazio',
  'Billing details saved.': 'Dados de faturamento salvos.',
  'Choose a day (YYYY-MM-DD)': 'Escolha um dia (AAAA-MM-DD)',
  'The period must end on or after the day it starts': 'O período deve terminar no mesmo dia em que começa ou depois',
  'Choose a period of at most 366 days': 'Escolha um período de no máximo 366 dias',
  'The accounting export could not be downloaded. Please try again.':
    'Não foi possível baixar a exportação contábil. Tente novamente.',
  'Your answer is sent.': 'A sua resposta foi enviada.',
  'Answer sent.': 'Resposta enviada.',
  'Conversation not found.': 'Conversa não encontrada.',
  'You have sent many answers this hour. Please wait a little before writing again.':
    'Você enviou muitas respostas nesta hora. Aguarde um pouco antes de escrever de novo.',
  'The file must be a PDF, JPEG or PNG file.': 'O arquivo deve estar em formato PDF, JPEG ou PNG.',
  'The file must be 10 MB or smaller.': 'O arquivo deve ter no máximo 10 MB.',
  'Two-step sign-in is off.': 'O início de sessão em dois passos está desativado.',
  'Two-step sign-in is not on for your account.': 'O início de sessão em dois passos não está ativado na sua conta.',
  'Your role requires two-step sign-in: add a passkey before turning the app codes off.':
    'A sua função exige o início de sessão em dois passos: adicione uma chave de acesso antes de desativar os códigos da aplicação.',
  'Here are your new recovery codes. The old ones no longer work.':
    'Aqui estão os seus novos códigos de recuperação. Os antigos deixaram de funcionar.',
  'Use your passkey to finish signing in.': 'Utilize a sua chave de acesso para concluir o início de sessão.',
  'Passkey added. You can now sign in with it.': 'Chave de acesso adicionada. Já pode iniciar sessão com ela.',
  'Passkey removed.': 'Chave de acesso removida.',
  'That passkey is not on your account.': 'Essa chave de acesso não pertence à sua conta.',
  'The passkey request has expired. Please try again.': 'O pedido da chave de acesso expirou. Tente novamente.',
  'This passkey could not be checked. Please try again.':
    'Não foi possível verificar esta chave de acesso. Tente novamente.',
  'This passkey is not recognised here. Sign in with your password, then add it in Account settings.':
    'Esta chave de acesso não é reconhecida aqui. Inicie sessão com a sua senha e depois adicione-a nas configurações da conta.',
  'Give your passkey a name, for example the device it is on.':
    'Dê um nome à sua chave de acesso, por exemplo o do dispositivo onde está.',
  'Keep the name to 60 characters or fewer.': 'O nome não pode ter mais de 60 caracteres.',
  'This passkey is already on your account.': 'Esta chave de acesso já está na sua conta.',
  'Your role requires a second factor: add another passkey or set up an authenticator app before removing this one.':
    'A sua função exige um segundo fator: adicione outra chave de acesso ou configure uma aplicação de autenticação antes de remover esta.',
  'Name the template': 'Dê um nome ao modelo',
  'The second reminder must come closer to the closing date than the first':
    'O segundo lembrete deve chegar mais perto da data de encerramento do que o primeiro',
  'Use a whole number of days between 1 and 60': 'Indique um número inteiro de dias entre 1 e 60',
  'Choose a country from the list': 'Escolha um país da lista',
  'Give the date and time the round starts.': 'Indique a data e a hora de início da fase.',
  'Your message is scheduled: it starts at the time you chose.':
    'A sua mensagem está agendada: será enviada à hora escolhida.',
  'This time has already passed: choose a time in the future, or send it now.':
    'Essa hora já passou: escolha uma hora futura ou envie agora.',
  'The scheduled message was cancelled: nobody receives it.': 'A mensagem agendada foi cancelada: ninguém a receberá.',
  'This message has already started (or was cancelled): it can no longer be cancelled.':
    'O envio desta mensagem já começou (ou foi cancelado): já não pode ser cancelado.',
  'No such message.': 'Esta mensagem não existe.',
  'Template saved.': 'Modelo guardado.',
  'Template renamed.': 'Modelo renomeado.',
  'Template deleted.': 'Modelo eliminado.',
  'A template already has this name: choose another one.': 'Já existe um modelo com este nome: escolha outro.',
  'No such template: it may have been deleted.': 'Este modelo não existe: pode ter sido eliminado.',
  'Attach at most 3 files.': 'Anexe no máximo 3 arquivos.',
  'An attached file is no longer there: attach it again.':
    'Um arquivo anexado não está mais disponível: anexe-o novamente.',
  'Invalid attachment id': 'Identificador de anexo inválido',
  'Mailing settings saved.': 'Definições de envio guardadas.',
  'Country confirmed.': 'País confirmado.',
  'She may represent only her nationality’s country or her country of residence.':
    'Só pode representar o país da sua nacionalidade ou o seu país de residência.',
  'Her registration is not submitted yet.': 'A sua inscrição ainda não foi enviada.',
};

export default catalogue;
