/** The e-mails' words in pt, by message id (see ../i18n.ts). */
const catalogue: Readonly<Record<string, string>> = {
  'mail.layout.tagline': 'Onde a beleza encontra o propósito',
  'mail.layout.buttonFallback': 'Se o botão não funcionar, copie este link no seu navegador:',
  'mail.layout.unsubscribe': 'Cancelar a inscrição nestas mensagens',
  'mail.layout.hello': 'Olá, {name},',
  'mail.verify.title': 'Confirme seu endereço de e-mail',
  'mail.verify.preheader': 'Um clique para confirmar sua conta no {site}.',
  'mail.verify.welcome':
    'Boas-vindas ao {site}. Ficamos muito felizes por você querer fazer parte de um concurso onde a beleza encontra o propósito.',
  'mail.verify.why':
    'Confirme que este é o seu endereço de e-mail para que possamos mantê-la informada sobre a sua inscrição.',
  'mail.verify.action': 'Verificar meu e-mail',
  'mail.verify.expiry': 'Este link funciona uma única vez e expira em {hours} horas.',
  'mail.verify.footnote': 'Se você não criou uma conta no {site}, pode ignorar esta mensagem.',
  'mail.verify.subject': 'Verifique seu endereço de e-mail no {site}',
  'mail.reset.title': 'Redefina sua senha',
  'mail.reset.preheader': 'Um link para escolher uma nova senha.',
  'mail.reset.intro': 'Recebemos um pedido para redefinir a senha da sua conta. Escolha uma nova pelo botão abaixo.',
  'mail.reset.action': 'Escolher uma nova senha',
  'mail.reset.expiry':
    'Este link funciona uma única vez e expira em {hours} hora. Redefinir a senha encerra sua sessão em todos os dispositivos.',
  'mail.reset.footnote': 'Se não foi você quem pediu, pode ignorar esta mensagem: sua senha continua a mesma.',
  'mail.reset.subject': 'Redefina sua senha do {site}',
  'mail.changed.title': 'Sua senha foi alterada',
  'mail.changed.preheader': 'Sua senha acabou de ser alterada.',
  'mail.changed.intro':
    'A senha da sua conta acabou de ser alterada, e a sessão foi encerrada em todos os dispositivos conectados.',
  'mail.changed.ifYou': 'Se foi você, não precisa fazer mais nada.',
  'mail.account.signIn': 'Entrar',
  'mail.changed.footnote': 'Se você não alterou sua senha, redefina-a agora em {reset} e fale conosco por {contact}.',
  'mail.changed.subject': 'Sua senha do {site} foi alterada',
  'mail.exists.title': 'Você já tem uma conta',
  'mail.exists.preheader': 'Alguém tentou se cadastrar com este endereço de e-mail.',
  'mail.exists.intro':
    'Alguém, talvez você, acabou de tentar criar uma nova conta com este endereço de e-mail. Você já tem uma, então nenhuma conta nova foi criada.',
  'mail.exists.signIn': 'Entre com a sua conta atual ou redefina a senha se a tiver esquecido.',
  'mail.exists.forgot': 'Esqueceu a senha? Redefina aqui: {reset}',
  'mail.exists.footnote': 'Se não foi você, pode ignorar esta mensagem. Sua conta não foi alterada.',
  'mail.exists.subject': 'Você já tem uma conta no {site}',
};

export default catalogue;
